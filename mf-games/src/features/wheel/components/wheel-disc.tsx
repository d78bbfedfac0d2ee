import { useEffect, useRef } from 'react';
import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { WheelSegment } from '../../schedule/lib/game-page';
import { segmentAngle, segmentPath } from '../lib/geometry';

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel: an SVG disc turned by a CSS transform transition (composited, no layout work), so
 * it stays smooth on a mid-range phone. `onStopped` fires when it comes to rest, at once when
 * the shopper prefers reduced motion.
 */
export function WheelDisc({ segments, rotation, onStopped }: { segments: WheelSegment[]; rotation: number; onStopped: () => void }) {
  const { t } = useT(NS);
  const disc = useRef<HTMLDivElement>(null);
  const a = segmentAngle(segments.length);
  const still = reducedMotion();

  useEffect(() => {
    if (rotation === 0) return;
    if (still) {
      onStopped();
      return;
    }
    const node = disc.current;
    const done = (event: TransitionEvent) => {
      if (event.propertyName === 'transform') onStopped();
    };
    node?.addEventListener('transitionend', done);
    return () => node?.removeEventListener('transitionend', done);
  }, [rotation, still, onStopped]);

  return (
    <div className="games-wheel" role="img" aria-label={t('wheel.disc_label', { count: segments.length })}>
      <div className="games-wheel__pointer" aria-hidden="true" />
      <div ref={disc} className={`games-wheel__disc${still ? '' : ' games-wheel__disc--animated'}`} style={{ transform: `rotate(${rotation}deg)` }}>
        <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
          {segments.map((s, i) => (
            <g key={s.position}>
              <path d={segmentPath(i, segments.length, 98)} fill={s.color} stroke="#fff" strokeWidth="1.5" />
              <text
                transform={`rotate(${(i + 0.5) * a - 90}) translate(58 0)`}
                textAnchor="middle"
                dominantBaseline="middle"
                className="games-wheel__label"
              >
                {s.label}
              </text>
            </g>
          ))}
          <circle r="14" fill="#fff" stroke="#1f1f1f" strokeWidth="2" />
        </svg>
      </div>
    </div>
  );
}

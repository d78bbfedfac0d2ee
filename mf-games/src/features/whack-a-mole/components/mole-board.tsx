import { useEffect, type KeyboardEvent } from 'react';
import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { holeForKey, HOLES } from '../lib/round';

interface MoleBoardProps {
  hole: number | null;
  bonked: number | null;
  onWhack: (hole: number) => void;
  active: boolean;
}

/**
 * Nine holes as buttons: a tap hits on pointer-down (no click delay), keys 1–9 hit the hole at
 * that keypad position, and Enter/Space on a focused hole hits it too.
 */
export function MoleBoard({ hole, bonked, onWhack, active }: MoleBoardProps) {
  const { t } = useT(NS);

  // Keys work wherever focus is on the page while the round runs.
  useEffect(() => {
    if (!active) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = holeForKey(event.key);
      if (target !== null) onWhack(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, onWhack]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onWhack(index);
    }
  };

  return (
    <div className="games-moles" role="group" aria-label={t('whack.board')}>
      {Array.from({ length: HOLES }, (_, index) => {
        const up = hole === index;
        return (
          <button
            // Holes are fixed positions, never reordered.
            // oxlint-disable-next-line react/no-array-index-key
            key={index}
            type="button"
            className={`games-moles__hole${up ? ' games-moles__hole--up' : ''}${bonked === index ? ' games-moles__hole--bonk' : ''}`}
            aria-label={up ? t('whack.hole_up', { n: index + 1 }) : t('whack.hole', { n: index + 1 })}
            data-testid={up ? 'mole-up' : undefined}
            disabled={!active}
            onPointerDown={(event) => {
              event.preventDefault();
              onWhack(index);
            }}
            onKeyDown={(event) => onButtonKey(event, index)}
          >
            <span className="games-moles__mole" aria-hidden="true">
              <span className="games-moles__eyes" />
            </span>
          </button>
        );
      })}
    </div>
  );
}

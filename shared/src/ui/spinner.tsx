import type { CSSProperties } from 'react';
import { useT } from '../i18n/index';

interface SpinnerProps {
  /** CSS length, e.g. '2rem'. */
  size?: string;
  /** Screen-reader text; defaults to the translated "Loading…". */
  label?: string;
  /** Inside a control that already announces its state (a busy button): hide it from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size, label, decorative = false, className }: SpinnerProps) {
  const { t } = useT('common');
  const style = size ? ({ '--shop-spinner-size': size } as CSSProperties) : undefined;
  const classes = ['shop-spinner', className ?? ''].filter(Boolean).join(' ');
  if (decorative) return <span className={classes} style={style} aria-hidden="true" />;
  return (
    <span role="status" className={classes} style={style}>
      <span className="shop-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and blocks clicks (double submits on a slow network). */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'shop-button',
    `shop-button--${variant}`,
    size === 'md' ? '' : `shop-button--${size}`,
    fullWidth ? 'shop-button--full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // oxlint-disable-next-line react/button-has-type -- type is a prop defaulting to "button"
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="1em" decorative /> : null}
      {children}
    </button>
  );
}

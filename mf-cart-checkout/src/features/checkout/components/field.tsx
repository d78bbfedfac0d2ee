import type { ReactNode } from 'react';
import { useT, type ValidationResult } from '@shop/shared';

interface FieldProps {
  id: string;
  label: string;
  error?: ValidationResult;
  hint?: string;
  children: ReactNode;
}

/** Label, control and message under it (`common` keys, both languages). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const { t } = useT('common');
  return (
    <div className={`checkout-field${error ? ' checkout-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error" role="alert" data-testid={`${id}-error`}>
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its hint or error. */
export function describedBy(id: string, error: ValidationResult | undefined, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated message; marks the input invalid. */
  error?: string | null;
  hint?: string;
}

/** Label, input, hint and error tied together for screen readers. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'auth-field auth-field--invalid' : 'auth-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...input} />
      {hint ? (
        <p className="auth-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="auth-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ label, error, ...input }: Omit<FieldProps, 'hint' | 'type'>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'auth-check auth-field--invalid' : 'auth-check'}>
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="auth-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

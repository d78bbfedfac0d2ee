import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';

interface Common {
  label: string;
  /** Already translated; marks the control invalid and is read out with it. */
  error?: string | null;
}

function describedBy(id: string, error?: string | null): string | undefined {
  return error ? `${id}-error` : undefined;
}

function ErrorText({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="account-field__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

/** Label, input and its error tied together for screen readers. */
export function TextField({ label, error, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} {...input} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({ label, error, choices, placeholder, ...select }: Common & { choices: Choice[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} {...select}>
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckField({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className="account-check">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

import { useId } from 'react';
import { useT } from '@shop/shared';
import type { IdentifierKind } from '../lib/identifier';
import { Field } from './field';

interface Props {
  kind: IdentifierKind;
  onKindChange: (kind: IdentifierKind) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  legend: string;
  disabled?: boolean;
}

/** "By e-mail | by telephone" and the matching input (keyboard, autofill, format hint). */
export function IdentifierField({ kind, onKindChange, value, onChange, error, legend, disabled }: Props) {
  const { t } = useT(['shell', 'common']);
  const name = useId();
  return (
    <>
      <fieldset className="auth-choice" disabled={disabled}>
        <legend>{legend}</legend>
        {(['email', 'phone'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={name} value={option} checked={kind === option} onChange={() => onKindChange(option)} />
            {t(option === 'email' ? 'shell:auth.by_email' : 'shell:auth.by_phone')}
          </label>
        ))}
      </fieldset>
      {kind === 'email' ? (
        <Field
          key="email"
          label={t('shell:auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          disabled={disabled}
          required
        />
      ) : (
        <Field
          key="phone"
          label={t('shell:auth.phone')}
          type="tel"
          name="telephone"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="6XX XX XX XX"
          hint={t('common:phone_format_hint')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          disabled={disabled}
          required
        />
      )}
    </>
  );
}

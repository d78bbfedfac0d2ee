import { useT } from '@shop/shared';
import type { CodeTarget } from '../use-code-sender';
import { Field } from './field';

interface Props {
  target: CodeTarget;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  remaining: number;
  sending: boolean;
  onResend: () => void;
  onChangeIdentifier: () => void;
}

/** Where the code went, the code input, and a resend button blocked during a visible countdown. */
export function CodeStep({ target, code, onCodeChange, error, remaining, sending, onResend, onChangeIdentifier }: Props) {
  const { t } = useT('shell');
  return (
    <div className="auth-code">
      <p className="auth-code__sent" role="status">
        {t(target.channel === 'sms' ? 'auth.code_sent_sms' : 'auth.code_sent_email', { to: target.to })}{' '}
        <button type="button" className="auth-link" onClick={onChangeIdentifier}>
          {t('auth.change_identifier')}
        </button>
      </p>
      <Field
        label={t('auth.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={8}
        value={code}
        onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, ''))}
        error={error}
        required
      />
      <button type="button" className="auth-link auth-code__resend" disabled={remaining > 0 || sending} onClick={onResend} data-testid="resend-code">
        {remaining > 0 ? t('auth.resend_in', { seconds: remaining }) : t('auth.resend')}
      </button>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button, toApiError, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

interface ClueCardProps {
  position: number;
  riddle: string;
  found: boolean;
  /** Checks the answer on the server; rejects with its refusal. */
  onAnswer: (answer: string) => Promise<void>;
}

/** One riddle: found, or a field to send the answer read on the store's pages. */
export function ClueCard({ position, riddle, found, onAnswer }: ClueCardProps) {
  const { t } = useT([NS, 'common']);
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError(t('common:field_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAnswer(answer);
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.hasResponse ? apiError.message : t('entry.network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`games-clue${found ? ' games-clue--found' : ''}`} data-testid={`clue-${position}`}>
      <p className="games-clue__riddle">
        <span className="games-clue__number">{t('treasure.clue', { n: position })}</span> {riddle}
      </p>
      {found ? (
        <p className="games-clue__found">{t('treasure.found')}</p>
      ) : (
        <form className="games-clue__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-answer`} className="shop-visually-hidden">
            {t('treasure.answer_for', { n: position })}
          </label>
          <input
            id={`${id}-answer`}
            value={answer}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setAnswer(e.target.value)}
          />
          <Button type="submit" loading={busy}>
            {t('treasure.check')}
          </Button>
          {error ? (
            <p id={`${id}-error`} role="alert" className="games-entry__error">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </li>
  );
}

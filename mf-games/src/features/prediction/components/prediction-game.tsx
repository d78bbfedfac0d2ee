import { useEffect, useState, type FormEvent } from 'react';
import { Button, toApiError, useT, type Locale } from '@shop/shared';
import { fetchMyPredictions, joinPrediction, savePredictions, type MyPrediction } from '../../../api/games';
import { useStoredPlayer } from '../../entry/use-stored-player';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import type { GameInfo, PredictionInfo } from '../../schedule/lib/game-page';
import { FixtureCard } from './fixture-card';
import { draftsFrom, toSend, type Drafts } from '../lib/drafts';

/**
 * Join once (name, telephone, a real order), then predict scores; each match closes at its
 * kick-off on the server, which refuses late predictions whatever this page shows.
 */
export function PredictionGame({ game, info, locale, onSaved }: { game: GameInfo; info: PredictionInfo; locale: Locale; onSaved: () => void }) {
  const { t } = useT(NS);
  const code = game.code ?? '';
  const [player, setPlayer] = useStoredPlayer('prediction', code);
  const [mine, setMine] = useState<MyPrediction[]>([]);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [invalid, setInvalid] = useState<number[]>([]);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Back on the page in the same tab: the player's saved predictions fill the form.
  const [restore] = useState(player);
  useEffect(() => {
    if (!restore) return;
    const controller = new AbortController();
    fetchMyPredictions(restore, code, controller.signal).then(
      (saved) => {
        setMine(saved);
        setDrafts(draftsFrom(saved));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A replaced or ended token: join again.
        if (toApiError(error).status === 403) setPlayer(null);
      },
    );
    return () => controller.abort();
  }, [restore, code, setPlayer]);

  const join = async (fields: { nom: string; tel: string; order_number: string }) => {
    const joined = await joinPrediction(fields, code, locale);
    setPlayer({ tel: joined.tel, token: joined.token });
    setMine(joined.predictions);
    setDrafts(draftsFrom(joined.predictions));
  };

  const open = info.fixtures.filter((f) => f.open).map((f) => f.id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!player) return;
    const { predictions, invalid: wrong } = toSend(drafts, open);
    setInvalid(wrong);
    setStatus(null);
    if (wrong.length > 0) return;
    if (predictions.length === 0) {
      setStatus({ kind: 'error', message: t('prediction.nothing_to_save') });
      return;
    }
    setBusy(true);
    try {
      const saved = await savePredictions(player, code, predictions, locale);
      setMine(saved);
      setStatus({ kind: 'saved', message: t('prediction.saved') });
      onSaved();
    } catch (error) {
      const apiError = toApiError(error);
      // Joined again elsewhere, or the session ended: ask to join again.
      if (apiError.status === 403) setPlayer(null);
      setStatus({ kind: 'error', message: apiError.hasResponse ? apiError.message : t('entry.network_error') });
      if (apiError.status === 409) onSaved();
    } finally {
      setBusy(false);
    }
  };

  const fixtures = (
    <ul className="games-fixtures">
      {info.fixtures.map((f) => (
        <FixtureCard
          key={f.id}
          fixture={f}
          locale={locale}
          mine={mine.find((m) => m.fixtureId === f.id)}
          draft={player && f.open ? (drafts[f.id] ?? { home: '', away: '' }) : null}
          invalid={invalid.includes(f.id)}
          onChange={(draft) => setDrafts((d) => ({ ...d, [f.id]: draft }))}
        />
      ))}
    </ul>
  );

  return (
    <>
      {player ? null : (
        <section className="games-card" aria-labelledby="games-prediction-join">
          <h2 id="games-prediction-join" className="games-card__title">
            {t('prediction.join_title')}
          </h2>
          <p className="games-muted">{t('prediction.rules', { exact: info.points.exact, outcome: info.points.outcome })}</p>
          <EntryForm loginRequired={game.loginRequired} submitLabel={t('prediction.join')} onSubmit={join} />
        </section>
      )}
      <section className="games-card" aria-labelledby="games-prediction-matches">
        <h2 id="games-prediction-matches" className="games-card__title">
          {t('prediction.matches')}
        </h2>
        {player ? (
          <form onSubmit={save} noValidate>
            {fixtures}
            {status ? (
              <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? 'games-entry__error' : 'games-muted'}>
                {status.message}
              </p>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={busy} disabled={open.length === 0}>
              {t('prediction.save')}
            </Button>
          </form>
        ) : (
          fixtures
        )}
      </section>
    </>
  );
}

import { formatDate, useT, type Locale } from '@shop/shared';
import type { MyPrediction } from '../../../api/games';
import { NS } from '../../../i18n/register';
import type { Fixture } from '../../schedule/lib/game-page';
import type { Draft } from '../lib/drafts';

interface FixtureCardProps {
  fixture: Fixture;
  locale: Locale;
  /** The player's saved prediction, when they have joined. */
  mine: MyPrediction | undefined;
  /** Editable scores (open fixture, joined player), else null. */
  draft: Draft | null;
  invalid: boolean;
  onChange: (draft: Draft) => void;
}

/** One match: kick-off, then the score inputs until kick-off, or the result and the points earned. */
export function FixtureCard({ fixture, locale, mine, draft, invalid, onChange }: FixtureCardProps) {
  const { t } = useT(NS);
  const id = `games-fixture-${fixture.id}`;
  return (
    <li className="games-fixture" aria-labelledby={`${id}-title`}>
      <p className="games-muted games-fixture__meta">
        {fixture.stage} · {formatDate(fixture.kickoffAt, locale, { withTime: true })}
      </p>
      <p id={`${id}-title`} className="games-fixture__teams">
        {fixture.home} – {fixture.away}
      </p>
      {draft ? (
        <div className="games-fixture__inputs">
          <label>
            <span className="shop-visually-hidden">{t('prediction.goals_for', { team: fixture.home })}</span>
            <input inputMode="numeric" maxLength={2} value={draft.home} aria-invalid={invalid || undefined} onChange={(e) => onChange({ ...draft, home: e.target.value })} />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="shop-visually-hidden">{t('prediction.goals_for', { team: fixture.away })}</span>
            <input inputMode="numeric" maxLength={2} value={draft.away} aria-invalid={invalid || undefined} onChange={(e) => onChange({ ...draft, away: e.target.value })} />
          </label>
          {invalid ? (
            <p role="alert" className="games-entry__error">
              {t('prediction.invalid_score')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="games-fixture__status">
          {fixture.result
            ? t('prediction.result', { home: fixture.result.home, away: fixture.result.away })
            : fixture.open
              ? t('prediction.open_until_kickoff')
              : t('prediction.closed')}
          {mine ? ` · ${t('prediction.yours', { home: mine.home, away: mine.away })}` : ''}
          {mine && fixture.result ? ` · ${t('prediction.points', { count: mine.points })}` : ''}
        </p>
      )}
    </li>
  );
}

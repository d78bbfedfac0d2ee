import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { LeaderRow } from '../../schedule/lib/game-page';

/** The running (or last) game's best scores; phones are masked by the server. */
export function Leaderboard({ rows }: { rows: LeaderRow[] }) {
  const { t } = useT(NS);
  return (
    <section className="games-card" aria-labelledby="games-leaderboard">
      <h2 id="games-leaderboard" className="games-card__title">
        {t('whack.leaderboard')}
      </h2>
      {rows.length === 0 ? (
        <p className="games-muted">{t('whack.leaderboard_empty')}</p>
      ) : (
        <table className="games-table">
          <thead>
            <tr>
              <th scope="col">{t('whack.rank')}</th>
              <th scope="col">{t('whack.player')}</th>
              <th scope="col">{t('whack.score')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank}>
                <td>{row.rank}</td>
                <td>
                  {row.name} <span className="games-muted">{row.tel}</span>
                </td>
                <td>{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { PredictionInfo } from '../../schedule/lib/game-page';

export function Ranking({ ranking }: { ranking: PredictionInfo['ranking'] }) {
  const { t } = useT(NS);
  return (
    <section className="games-card" aria-labelledby="games-ranking">
      <h2 id="games-ranking" className="games-card__title">
        {t('prediction.ranking')}
      </h2>
      {ranking.length === 0 ? (
        <p className="games-muted">{t('prediction.ranking_empty')}</p>
      ) : (
        <table className="games-table">
          <thead>
            <tr>
              <th scope="col">{t('whack.rank')}</th>
              <th scope="col">{t('whack.player')}</th>
              <th scope="col">{t('prediction.exact')}</th>
              <th scope="col">{t('prediction.points_col')}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.map((r) => (
              <tr key={`${r.rank}-${r.name}-${r.tel}`}>
                <td>{r.rank}</td>
                <td>
                  {r.name} <span className="games-muted">{r.tel}</span>
                </td>
                <td>{r.exact}</td>
                <td>{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

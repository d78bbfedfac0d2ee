import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { TombolaInfo } from '../../schedule/lib/game-page';

/** Winners, and what anyone needs to check the draw: the seed (whose hash was published) and the tickets' digest. */
export function TombolaResult({ tombola }: { tombola: TombolaInfo }) {
  const { t } = useT(NS);
  if (!tombola.draw) return <p className="games-muted">{t('tombola.draw_pending')}</p>;
  return (
    <>
      {tombola.winners.length === 0 ? (
        <p className="games-muted">{t('tombola.no_tickets')}</p>
      ) : (
        <table className="games-table" data-testid="tombola-winners">
          <caption className="games-table__caption">{t('tombola.winners')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tombola.prize')}</th>
              <th scope="col">{t('tombola.ticket')}</th>
              <th scope="col">{t('tombola.winner')}</th>
            </tr>
          </thead>
          <tbody>
            {tombola.winners.map((w) => (
              <tr key={w.rank}>
                <td>{w.prize}</td>
                <td>{w.ticket}</td>
                <td>
                  {w.name} <span className="games-muted">{w.tel}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="games-muted">{t('tombola.winners_contacted')}</p>
      <details className="games-fairness">
        <summary>{t('tombola.fair_title')}</summary>
        <p>{t('tombola.fair_after')}</p>
        <dl>
          <dt>{t('tombola.commitment')}</dt>
          <dd>
            <code className="games-hash">{tombola.commitment}</code>
          </dd>
          <dt>{t('tombola.seed')}</dt>
          <dd>
            <code className="games-hash">{tombola.draw.seed}</code>
          </dd>
          <dt>{t('tombola.digest')}</dt>
          <dd>
            <code className="games-hash">{tombola.draw.ticketsDigest}</code>
          </dd>
        </dl>
      </details>
    </>
  );
}

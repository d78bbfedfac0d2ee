import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { WheelSegment } from '../../schedule/lib/game-page';

/** The stated odds of every segment and the prizes left: the draw on the server uses exactly these. */
export function OddsTable({ segments, showWinners = false }: { segments: WheelSegment[]; showWinners?: boolean }) {
  const { t, i18n } = useT(NS);
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'fr-FR', { style: 'percent', maximumFractionDigits: 1 });
  return (
    <table className="games-table">
      <caption className="games-table__caption">{t('wheel.odds_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wheel.segment')}</th>
          <th scope="col">{t('wheel.odds')}</th>
          <th scope="col">{showWinners ? t('wheel.winners') : t('wheel.left')}</th>
        </tr>
      </thead>
      <tbody>
        {segments.map((s) => (
          <tr key={s.position}>
            <th scope="row">
              <span className="games-swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
            </th>
            <td>{percent.format(s.odds)}</td>
            <td>{showWinners ? s.winners : !s.hasPrize ? '—' : s.stock ? s.stock : t('wheel.out_of_stock')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

export function PrizeList({ prizes }: { prizes: { rank: number; label: string }[] }) {
  const { t } = useT(NS);
  return (
    <ol className="games-prizes">
      {prizes.map((p) => (
        <li key={p.rank}>
          <span className="games-prizes__rank">{t('tombola.rank', { rank: p.rank })}</span> {p.label}
        </li>
      ))}
    </ol>
  );
}

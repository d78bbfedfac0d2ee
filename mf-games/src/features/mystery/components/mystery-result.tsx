import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { MysteryInfo } from '../../schedule/lib/game-page';

/** After the end: the product, and how many found it. */
export function MysteryResult({ mystery }: { mystery: MysteryInfo }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  return (
    <>
      <ol className="games-hints">
        {mystery.hints.map((h) => (
          <li key={h.position}>{h.text}</li>
        ))}
      </ol>
      {mystery.product ? (
        <p>
          {t('mystery.answer')}{' '}
          <Link to={localePath(mystery.product.url)} className="games-link">
            {mystery.product.name}
          </Link>
        </p>
      ) : null}
      <p className="games-muted">{t('mystery.found_by', { count: mystery.guesses.correct, total: mystery.guesses.total })}</p>
    </>
  );
}

import { useState } from 'react';
import { formatPrice, useT, type Locale } from '@shop/shared';
import { registerTombolaOrder, type TombolaTickets } from '../../../api/games';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import type { GameInfo, TombolaInfo } from '../../schedule/lib/game-page';
import { PrizeList } from './prize-list';

/** Register an order for tickets (issued by the server), then see every ticket held. */
export function TombolaGame({ game, tombola, locale, onRegistered }: { game: GameInfo; tombola: TombolaInfo; locale: Locale; onRegistered: () => void }) {
  const { t } = useT(NS);
  const [result, setResult] = useState<TombolaTickets | null>(null);

  const register = async (fields: { nom: string; tel: string; order_number: string }) => {
    setResult(await registerTombolaOrder(fields, game.code ?? '', locale));
    onRegistered();
  };

  return (
    <>
      <section className="games-card" aria-labelledby="games-tombola-enter">
        <h2 id="games-tombola-enter" className="games-card__title">
          {t('tombola.enter_title')}
        </h2>
        <p className="games-muted">
          {t('tombola.rules', { amount: formatPrice(tombola.fcfaPerTicket, locale), max: tombola.maxTicketsPerOrder })}
        </p>
        {result ? (
          <div aria-live="polite">
            <p>{result.issued.length > 0 ? t('tombola.issued', { count: result.issued.length }) : t('tombola.already_registered')}</p>
            <p className="games-card__title">{t('tombola.your_tickets', { count: result.tickets.length })}</p>
            <ul className="games-tickets" data-testid="tombola-tickets">
              {result.tickets.map((ticket) => (
                <li key={ticket.number} className={result.issued.includes(ticket.number) ? 'games-tickets__new' : undefined}>
                  <span className="games-tickets__number">{ticket.number}</span>
                  <span className="games-muted">{t('tombola.order', { number: ticket.orderNumber })}</span>
                </li>
              ))}
            </ul>
            <button type="button" className="shop-button shop-button--secondary shop-button--full" onClick={() => setResult(null)}>
              {t('tombola.another_order')}
            </button>
          </div>
        ) : (
          <EntryForm loginRequired={game.loginRequired} submitLabel={t('tombola.submit')} onSubmit={register} />
        )}
      </section>
      <section className="games-card" aria-labelledby="games-tombola-prizes">
        <h2 id="games-tombola-prizes" className="games-card__title">
          {t('tombola.prizes')}
        </h2>
        <PrizeList prizes={tombola.prizes} />
        <p className="games-muted">{t('tombola.tickets_so_far', { count: tombola.tickets })}</p>
        <details className="games-fairness">
          <summary>{t('tombola.fair_title')}</summary>
          <p>{t('tombola.fair_before')}</p>
          <code className="games-hash">{tombola.commitment}</code>
        </details>
      </section>
    </>
  );
}

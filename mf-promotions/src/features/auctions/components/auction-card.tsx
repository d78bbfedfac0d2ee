import { Link } from 'react-router';
import { formatPrice, getApiConfig, useLocalePath, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { Auction } from '../../../api/auctions';
import { Countdown } from '../../campaign/components/countdown';
import { statusAt } from '../../campaign/lib/campaign-state';
import { parseMagentoTime } from '../lib/bid-rule';
import { BidForm } from './bid-form';

export function AuctionCard({ auction, now, locale, onChange }: { auction: Auction; now: number; locale: Locale; onChange: () => void }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const starts = parseMagentoTime(auction.starts_at);
  const ends = parseMagentoTime(auction.ends_at);
  const status = auction.status === 'ended' ? 'ended' : statusAt(new Date(starts).toISOString(), new Date(ends).toISOString(), now);
  const price = (value: number) => formatPrice(value, locale);
  return (
    <li className="au-card" data-testid="auction" data-status={status}>
      <div className="au-card__head">
        {auction.product.image ? <img src={`${getApiConfig().baseUrl}/media/catalog/product${auction.product.image}`} alt="" width={120} height={120} loading="lazy" /> : null}
        <div>
          <p className="cp-badge">{t(`campaign.status.${status}`)}</p>
          <h2>
            <Link to={localePath(`/product/${auction.product.url_key}-${auction.product.id}`)}>{auction.product.name}</Link>
          </h2>
          <p className="au-card__title">{auction.title}</p>
        </div>
      </div>
      <dl className="au-facts">
        <dt>{status === 'ended' ? t('auctions.finalOffer') : t('auctions.currentOffer')}</dt>
        <dd data-testid="current-offer">{price(auction.current_offer)}</dd>
        <dt>{t('auctions.shopPrice')}</dt>
        <dd>{price(auction.product.price)}</dd>
        <dt>{t('auctions.margin')}</dt>
        <dd>{price(auction.marge)}</dd>
        <dt>{t('auctions.bids')}</dt>
        <dd>{auction.bids_count}</dd>
      </dl>
      {status === 'programmed' ? <Countdown msLeft={starts - now} label={t('campaign.startsIn')} /> : null}
      {status === 'in_progress' ? <Countdown msLeft={ends - now} label={t('campaign.endsIn')} /> : null}
      {status === 'ended' ? (
        <p className="au-winner">{auction.winner ? t('auctions.winner', { name: auction.winner.bidder_name, amount: price(auction.winner.bidding_price) }) : t('auctions.noWinner')}</p>
      ) : null}
      {auction.last_bids.length > 0 ? (
        <details className="au-bids">
          <summary>{t('auctions.lastBids')}</summary>
          <ol>
            {auction.last_bids.map((bid) => (
              <li key={`${bid.created_at}-${bid.bidding_price}`}>
                {bid.bidder_name} — {price(bid.bidding_price)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {status === 'in_progress' ? <BidForm auction={auction} locale={locale} onPlaced={onChange} /> : null}
    </li>
  );
}

import { Link } from 'react-router';
import { useDocumentTitle, useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

/** No campaign at this address (the back end's 404): a title of its own, no `head` has one. */
export function CampaignNotFound() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('campaign.notFoundTitle'));
  return (
    <section className="cp cp-missing" data-testid="campaign-not-found">
      <h1>{t('campaign.notFoundTitle')}</h1>
      <p>{t('campaign.notFoundText')}</p>
      <Link to={localePath('/')}>{t('campaign.homeCta')}</Link>
    </section>
  );
}

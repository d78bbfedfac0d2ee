import { i18n, type PageHeadFn } from '@shop/shared';
import type { CampaignPage } from '../../../api/campaigns';
import { NS } from '../../../i18n/register';

/** A campaign page's title: the campaign's own with the shop's name (the live page's head, and its preview's). */
export const campaignHead: PageHeadFn<CampaignPage> = ({ campaign }, { locale }) => ({
  title: i18n.getFixedT(locale, NS)('campaign.metaTitle', { title: campaign.title }),
});

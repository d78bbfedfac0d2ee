import CampaignRoute from './campaign';
import { registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

export { loader } from './campaign';

/**
 * The brand shops inside the app's webview (`/mobile/pages/tecno-shop`…): the same page as
 * `/tecno-shop`, in the webview layout; the slug is the path after `/mobile/pages/`.
 */
export default function MobileCampaign() {
  return <CampaignRoute />;
}

import type { PageLoader } from '@shop/shared';
import { InfoPageView } from '../features/info-pages/components/info-page-view';
import { loadInfoPage, type SafeInfoPage } from '../features/info-pages/lib/load-info-page';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../features/info-pages/components/info-pages.css';
import { registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

/** The same information pages inside the app's webview (no shop header, footer or home link). */
export const loader: PageLoader<SafeInfoPage> = loadInfoPage;

export default function MobileInfoPage() {
  return <InfoPageView loader={loader} webview />;
}

import { ThankyouView } from '../features/thankyou/thankyou-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /thankyou: the summary of the order just placed. */
export default function ThankyouPage() {
  return <ThankyouView />;
}

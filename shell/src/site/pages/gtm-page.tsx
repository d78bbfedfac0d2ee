import { useStore } from '@nanostores/react';
import { useT, useDocumentTitle } from '@shop/shared';
import { PERF_THRESHOLDS } from '../lib/vitals';
import { $thirdParty, $vitals } from '../site-state';
import { registerSiteTranslations } from '../register-translations';

registerSiteTranslations();

/** /gtm: what the deferred third-party loader did on this visit, and this page load's web vitals. */
export default function GtmPage() {
  const { t } = useT('shell');
  const { scripts, heldBack } = useStore($thirdParty);
  const vitals = useStore($vitals);
  useDocumentTitle(t('site.meta.page_title', { title: t('site.gtm_title') }), t('site.meta.gtm_description'));
  return (
    <section className="site-page" aria-labelledby="gtm-title">
      <h1 id="gtm-title">{t('site.gtm_title')}</h1>
      <h2>{t('site.gtm_scripts')}</h2>
      {heldBack ? <p data-testid="third-party-held-back">{t(`site.gtm_held_back_${heldBack}`)}</p> : null}
      {scripts.length === 0 ? (
        <p data-testid="third-party-none">{t('site.gtm_none')}</p>
      ) : (
        <ul>
          {scripts.map(({ script, state }) => (
            <li key={script.id} data-testid="third-party-script" data-state={state}>
              <strong>{script.id}</strong> – {t(`site.gtm_state_${state}`)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('site.gtm_vitals')}</h2>
      {vitals.length === 0 ? (
        <p>{t('site.gtm_vitals_none')}</p>
      ) : (
        <table className="site-table">
          <thead>
            <tr>
              <th scope="col">{t('site.gtm_metric')}</th>
              <th scope="col">{t('site.gtm_value')}</th>
              <th scope="col">{t('site.gtm_rating')}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map((vital) => (
              <tr key={vital.name} data-testid="web-vital" data-name={vital.name} data-rating={vital.rating}>
                <th scope="row">{vital.name}</th>
                <td>{vital.value}</td>
                <td title={t('site.gtm_thresholds', PERF_THRESHOLDS[vital.name])}>{t(`site.gtm_rating_${vital.rating}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

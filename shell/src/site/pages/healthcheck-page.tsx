import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, useT, useDocumentTitle } from '@shop/shared';
import { runtimeManifest } from '../../composition/early-start';
import { overallStatus, runHealthChecks, type HealthCheck } from '../lib/health';
import { registerSiteTranslations } from '../register-translations';

registerSiteTranslations();

/** /healthcheck: the shell, every remote's manifest and the APIs, checked from the browser. */
export default function HealthcheckPage() {
  const { t } = useT('shell');
  const [checks, setChecks] = useState<HealthCheck[] | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);
  useDocumentTitle(t('site.meta.page_title', { title: t('site.health_title') }), t('site.meta.health_description'));

  const check = useCallback(() => {
    runtimeManifest()
      .then((manifest) => runHealthChecks(manifest, (url, init) => fetch(url, init)))
      .then(
        (result) => {
          if (!mounted.current) return;
          setFailed(false);
          setChecks(result);
        },
        () => {
          if (mounted.current) setFailed(true);
        },
      );
  }, []);

  useEffect(() => {
    mounted.current = true;
    check();
    return () => {
      mounted.current = false;
    };
  }, [check]);

  const refresh = () => {
    setChecks(null);
    setFailed(false);
    check();
  };

  const status = failed ? 'down' : checks ? overallStatus(checks) : null;
  return (
    <section className="site-page" aria-labelledby="health-title">
      <h1 id="health-title">{t('site.health_title')}</h1>
      <p className={`health-overall health-overall--${status ?? 'pending'}`} data-testid="health-status" data-status={status ?? 'pending'} role="status">
        {status === null ? t('site.health_checking') : failed ? t('site.health_no_manifest') : status === 'ok' ? t('site.health_overall_ok') : t('site.health_overall_down')}
      </p>
      {checks ? (
        <table className="site-table">
          <thead>
            <tr>
              <th scope="col">{t('site.health_part')}</th>
              <th scope="col">{t('site.health_state')}</th>
              <th scope="col">{t('site.health_detail')}</th>
              <th scope="col">{t('site.health_time')}</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((item) => (
              <tr key={item.name} data-testid="health-check" data-name={item.name} data-status={item.status}>
                <th scope="row">{item.name}</th>
                <td className={`health-state health-state--${item.status}`}>{item.status === 'ok' ? t('site.health_ok') : t('site.health_down')}</td>
                <td>{item.unexpected ? t('site.health_unexpected') : item.products !== undefined ? t('site.health_products', { count: item.products }) : item.detail}</td>
                <td>{item.ms}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button variant="secondary" onClick={refresh} disabled={checks === null && !failed}>
        {t('site.health_refresh')}
      </Button>
    </section>
  );
}

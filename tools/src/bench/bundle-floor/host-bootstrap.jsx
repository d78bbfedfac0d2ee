// The least a page of this stack does: i18next with react-i18next, a data router, the remote's
// page through the federation runtime, hydrated over the HTML the measuring server sends.
import { Suspense, lazy, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common: { hello: 'Bonjour' } } }, initAsync: false });

const Page = lazy(() => loadRemote('probe/page'));

function Layout() {
  const { t } = useTranslation('common', { i18n });
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return (
    <main>
      <h1>{t('hello')}</h1>
      <Suspense>
        <Page />
      </Suspense>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Layout /> }], { hydrationData: {} });
hydrateRoot(document.getElementById('root'), <RouterProvider router={router} />);

import { Outlet } from 'react-router';
import type { LayoutName } from '@shop/shared';
import { Header, Logo } from './header';
import { LanguageSwitch } from './language-switch';
import { LazyFooter } from './lazy-footer';

/** The shop's frame: header with search, cart and account; the page; the footer. */
export function MainLayout() {
  return (
    <div className="layout layout--main" data-layout="main">
      <Header />
      <main id="main" className="layout__content" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyFooter />
    </div>
  );
}

/** Customer area and the old auth pages: the same frame, a narrower column for forms and lists. */
export function AccountLayout() {
  return (
    <div className="layout layout--account" data-layout="account">
      <Header />
      <main id="main" className="layout__content layout__content--narrow" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyFooter />
    </div>
  );
}

/** Focused pages (auth, campaigns in full screen): logo and language only, no shopping chrome. */
export function DefaultLayout() {
  return (
    <div className="layout layout--default" data-layout="default">
      <header className="site-header site-header--slim">
        <div className="site-header__top">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="layout__content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** Inside the mobile app's webview, which has its own navigation: the page alone. */
export function WebviewLayout() {
  return (
    <div className="layout layout--webview" data-layout="webview">
      <main id="main" className="layout__content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export const LAYOUT_COMPONENTS: Record<LayoutName, () => React.JSX.Element> = {
  main: MainLayout,
  account: AccountLayout,
  default: DefaultLayout,
  webview: WebviewLayout,
};

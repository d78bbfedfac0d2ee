import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useRouteError } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@shop/shared';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import HelpCentre, { head as centreHead } from './help-centre';
import HelpTopic, { head as topicHead } from './help-topic';
import MobileHelpCentre from './mobile-help-centre';

function RouteError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>;
}

/** Mounts a page the way the shell does: under its bare path and its /en twin. */
function renderAt(url: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter(
    [pattern, `/en${pattern}`].map((path) => ({ path, element, errorElement: <RouteError /> })),
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  setLocale('fr');
});

describe('help topic page', () => {
  it('renders a topic in French with breadcrumbs, topic nav, FAQ and related links', () => {
    renderAt('/centre-daide/paiement', '/centre-daide/:topic', <HelpTopic />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moyens de paiement');
    expect(document.title).toBe("Moyens de paiement | Centre d'aide");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(fr.help.topics.paiement.summary);

    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: "Centre d'aide" }).getAttribute('href')).toBe('/centre-daide');

    const nav = screen.getByRole('navigation', { name: "Sujets d'aide" });
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: 'Moyens de paiement' }).getAttribute('aria-current')).toBe('page');

    const faq = document.querySelectorAll('details.hc-faq__item');
    expect(faq).toHaveLength(Object.keys(fr.help.topics.paiement.faq).length);
    expect(faq[0]?.querySelector('summary')?.textContent).toBe(fr.help.topics.paiement.faq.currency.q);

    expect(screen.getByRole('link', { name: fr.help.links.installments }).getAttribute('href')).toBe('/paiement-en-tranche');
    expect(screen.getByRole('link', { name: fr.help.ui.contactCta }).getAttribute('href')).toBe('/contact');
  });

  it('renders in English and keeps the /en prefix on every internal link', () => {
    setLocale('en');
    renderAt('/en/centre-daide/retrait-et-livraison', '/centre-daide/:topic', <HelpTopic />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pick-up and delivery');
    expect(document.title).toBe('Pick-up and delivery | Help centre');
    expect(screen.getByRole('link', { name: en.help.links.shippingSimulator }).getAttribute('href')).toBe('/en/shipping-cost-simulator');
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => !href.startsWith('/en'))).toEqual([]);
  });

  it('follows a language switch without remounting', () => {
    renderAt('/centre-daide/suivre-votre-commande', '/centre-daide/:topic', <HelpTopic />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suivre votre commande');
    act(() => setLocale('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tracking your order');
    const descriptions = document.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.getAttribute('content'))).toEqual([en.help.topics['suivre-votre-commande'].summary]);
  });

  it("gives the server the title and description it sets in the browser, in the request's language", () => {
    expect(topicHead(undefined, { locale: 'fr', params: { topic: 'paiement' } })).toEqual({
      title: "Moyens de paiement | Centre d'aide",
      description: fr.help.topics.paiement.summary,
    });
    expect(topicHead(undefined, { locale: 'en', params: { topic: 'paiement' } })).toEqual({
      title: `${en.help.topics.paiement.title} | Help centre`,
      description: en.help.topics.paiement.summary,
    });
    expect(() => topicHead(undefined, { locale: 'fr', params: { topic: 'nope' } })).toThrow(/Page Not Found/);
    expect(centreHead(undefined, { locale: 'en', params: {} })).toEqual({ title: en.help.overview.title, description: en.help.overview.intro });
  });

  it('lists the blog articles as articles', () => {
    renderAt('/centre-daide/blog', '/centre-daide/:topic', <HelpTopic />);
    const posts = document.querySelectorAll('article.hc-post');
    expect(posts).toHaveLength(Object.keys(fr.help.topics.blog.articles).length);
    expect(screen.getByRole('heading', { name: fr.help.topics.blog.articles.solarKit.title })).toBeTruthy();
  });

  it('opens the FAQ entry a link points at', () => {
    renderAt('/centre-daide/bon-dachat#faq-bon-dachat-cancel', '/centre-daide/:topic', <HelpTopic />);
    const open = [...document.querySelectorAll<HTMLDetailsElement>('details.hc-faq__item')].filter((d) => d.open);
    expect(open.map((d) => d.id)).toEqual(['faq-bon-dachat-cancel']);
  });

  it('refuses a topic outside the twelve', () => {
    // React logs the caught error; the assertion below is what matters.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/centre-daide/nope', '/centre-daide/:topic', <HelpTopic />);
    expect(screen.getByRole('alert').textContent).toBe('Page Not Found: /centre-daide/nope');
    quiet.mockRestore();
  });
});

describe('help centre overview', () => {
  it('links every topic, grouped, with the account FAQ and the blog teaser', () => {
    renderAt('/centre-daide', '/centre-daide', <HelpCentre />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Centre d'aide");
    for (const group of Object.values(fr.help.overview.groups)) {
      expect(screen.getByRole('heading', { level: 2, name: group.title })).toBeTruthy();
    }
    const cards = [...document.querySelectorAll('a.hc-card')].map((a) => a.getAttribute('href'));
    expect(cards).toHaveLength(11);
    expect(cards).toContain('/centre-daide/faire-un-retour-de-commande');
    expect(screen.getByRole('link', { name: fr.help.ui.blogCta }).getAttribute('href')).toBe('/centre-daide/blog');
    expect(screen.getByRole('link', { name: fr.help.topics.blog.articles.backToSchool.title }).getAttribute('href')).toBe(
      '/centre-daide/blog#article-backToSchool',
    );
    expect(screen.getByRole('link', { name: fr.help.links.orders }).getAttribute('href')).toBe('/customer/orders');
    expect(document.querySelectorAll('#faq-account-needAccount')).toHaveLength(1);
    // The overview is itself the list of topics: no breadcrumb link to itself, no topic nav.
    expect(screen.queryByRole('navigation', { name: "Sujets d'aide" })).toBeNull();
    const descriptions = document.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.getAttribute('content'))).toEqual([fr.help.overview.intro]);
  });
});

describe('webview help centre', () => {
  it('unfolds every topic in place and opens the one named in the fragment', () => {
    renderAt('/mobile/pages/centre-daide#retour-et-remboursement', '/mobile/pages/centre-daide', <MobileHelpCentre />);
    const topics = [...document.querySelectorAll<HTMLDetailsElement>('details.hc-topic')];
    expect(topics).toHaveLength(12);
    expect(topics.filter((d) => d.open).map((d) => d.id)).toEqual(['retour-et-remboursement']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { GROUPS } from '../lib/help-structure';
import { HELP_BASE_PATH, topicPath, type TopicSlug } from '../lib/topic-slugs';
import { useHelpT } from '../use-help-text';
import { useLocalePath } from '@shop/shared';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import './help-centre.css';

interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

function Breadcrumbs({ current }: { current?: string }) {
  const { t } = useHelpT();
  const localePath = useLocalePath();
  const crumbs: Crumb[] = [
    { label: t('help.ui.home'), to: '/' },
    current ? { label: t('help.ui.name'), to: HELP_BASE_PATH } : { label: t('help.ui.name') },
    ...(current ? [{ label: current }] : []),
  ];
  return (
    <nav className="hc-crumbs" aria-label={t('help.ui.breadcrumbLabel')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <Link to={localePath(crumb.to)}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Topics grouped as on the overview: a scrolling row on phones, a sidebar on wide screens. */
function TopicNav() {
  const { t } = useHelpT();
  const localePath = useLocalePath();
  const list = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: bring the current topic's chip into view. Setting
  // scrollLeft (not scrollIntoView) never moves the page itself.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  });
  const groups: { id: string; title: string; topics: readonly TopicSlug[] }[] = [
    ...GROUPS.filter((g) => g.topics.length > 0).map((g) => ({ id: g.id, title: t(`help.overview.groups.${g.id}.title`), topics: g.topics })),
    { id: 'blog', title: t('help.ui.blogHeading'), topics: ['blog'] },
  ];
  return (
    <nav className="hc-nav" aria-label={t('help.ui.topicsNavLabel')}>
      <ul className="hc-nav__groups" ref={list}>
        {groups.map((group) => (
          <li key={group.id} className="hc-nav__group">
            <span className="hc-nav__group-title" aria-hidden="true">
              {group.title}
            </span>
            <ul className="hc-nav__topics" aria-label={group.title}>
              {group.topics.map((slug) => (
                <li key={slug}>
                  <NavLink className="hc-nav__link" to={localePath(topicPath(slug))}>
                    {t(`help.topics.${slug}.title`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContactBlock() {
  const { t } = useHelpT();
  const localePath = useLocalePath();
  return (
    <section className="hc-contact" aria-labelledby="hc-contact-title">
      <h2 id="hc-contact-title">{t('help.ui.contactTitle')}</h2>
      <p>{t('help.ui.contactText')}</p>
      <Link className="hc-button" to={localePath('/contact')}>
        {t('help.ui.contactCta')}
      </Link>
    </section>
  );
}

/**
 * The frame of every help page in the main layout: breadcrumbs, the topic navigation (children
 * only; the overview is itself the list) and the contact block at the end.
 */
export function HelpFrame({ current, children }: { current?: string; children: ReactNode }) {
  return (
    <div className="hc">
      <Breadcrumbs current={current} />
      <div className={current ? 'hc-layout hc-layout--with-nav' : 'hc-layout'}>
        {current ? <TopicNav /> : null}
        <div className="hc-main">
          {children}
          <ContactBlock />
        </div>
      </div>
    </div>
  );
}

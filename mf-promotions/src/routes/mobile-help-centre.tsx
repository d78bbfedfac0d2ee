import { useState } from 'react';
import { useLocation } from 'react-router';
import { ContactBlock } from '../features/help-centre/components/help-frame';
import { FaqList } from '../features/help-centre/components/faq-list';
import { ACCOUNT_LINKS, GROUPS, RELATED } from '../features/help-centre/lib/help-structure';
import type { TopicSlug } from '../features/help-centre/lib/topic-slugs';
import { LinkList } from '../features/help-centre/components/related-links';
import { TopicBody } from '../features/help-centre/components/topic-body';
import { useDocumentTitle } from '@shop/shared';
import { useAccountFaq, useHelpT, useTopic } from '../features/help-centre/use-help-text';
import { registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

function TopicDisclosure({ slug, initiallyOpen }: { slug: TopicSlug; initiallyOpen: boolean }) {
  const topic = useTopic(slug);
  const { t } = useHelpT();
  return (
    <details id={slug} className="hc-topic" open={initiallyOpen}>
      <summary>
        <span className="hc-card__title">{topic.title}</span>
        <span className="hc-card__summary">{topic.summary}</span>
      </summary>
      <div className="hc-topic__body">
        <TopicBody slug={slug} topic={topic} nested />
        {RELATED[slug].length > 0 ? (
          <>
            <h3>{t('help.ui.relatedHeading')}</h3>
            <LinkList links={RELATED[slug]} />
          </>
        ) : null}
      </div>
    </details>
  );
}

/**
 * /mobile/pages/centre-daide, inside the app's webview: no shop header, no breadcrumbs, and no
 * navigation between help pages (the app has its own back button), so every topic unfolds in
 * place. `#<slug>` opens one topic directly, which the app uses for deep links.
 */
export default function MobileHelpCentre() {
  const { t } = useHelpT();
  const accountFaq = useAccountFaq();
  const { hash } = useLocation();
  // Read once: after the first render the shopper's own toggling wins.
  const [openAtStart] = useState(() => decodeURIComponent(hash.slice(1)));
  useDocumentTitle(t('help.overview.title'));

  return (
    <div className="hc hc--webview">
      <h1 className="hc-title">{t('help.overview.title')}</h1>
      <p className="hc-lead">{t('help.overview.intro')}</p>
      {GROUPS.map((group) => (
        <section key={group.id} className="hc-group" aria-labelledby={`hc-group-${group.id}`}>
          <h2 id={`hc-group-${group.id}`}>{t(`help.overview.groups.${group.id}.title`)}</h2>
          {group.topics.map((slug) => (
            <TopicDisclosure key={slug} slug={slug} initiallyOpen={openAtStart === slug} />
          ))}
          {group.id === 'account' ? (
            <>
              <LinkList links={ACCOUNT_LINKS} className="hc-links hc-links--inline" />
              <FaqList entries={accountFaq} idPrefix="faq-account" />
            </>
          ) : null}
        </section>
      ))}
      <section className="hc-group" aria-labelledby="hc-group-blog">
        <h2 id="hc-group-blog">{t('help.ui.blogHeading')}</h2>
        <TopicDisclosure slug="blog" initiallyOpen={openAtStart === 'blog'} />
      </section>
      <ContactBlock />
    </div>
  );
}

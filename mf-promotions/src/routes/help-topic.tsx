import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { HelpFrame } from '../features/help-centre/components/help-frame';
import { RELATED } from '../features/help-centre/lib/help-structure';
import { isTopicSlug, type TopicSlug } from '../features/help-centre/lib/topic-slugs';
import { RelatedLinks } from '../features/help-centre/components/related-links';
import { TopicBody } from '../features/help-centre/components/topic-body';
import { useDocumentTitle } from '@shop/shared';
import { useHelpT, useTopic } from '../features/help-centre/use-help-text';
import { registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

function TopicPage({ slug }: { slug: TopicSlug }) {
  const { t } = useHelpT();
  const { hash } = useLocation();
  const topic = useTopic(slug);
  useDocumentTitle(t('help.ui.metaTitle', { title: topic.title }));

  // The router does not scroll to fragments: overview links point at single blog posts, and a
  // link to one FAQ entry (`#faq-paiement-currency`) should show its answer open.
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
    target?.scrollIntoView?.();
  }, [hash]);

  return (
    <HelpFrame current={topic.title}>
      {/* React hoists it into <head> and removes it when the page goes. */}
      <meta name="description" content={topic.summary} />
      <article className="hc-article" aria-labelledby="hc-topic-title">
        <h1 id="hc-topic-title" className="hc-title">
          {topic.title}
        </h1>
        <TopicBody slug={slug} topic={topic} />
      </article>
      <RelatedLinks links={RELATED[slug]} headingId={`hc-${slug}-related`} />
    </HelpFrame>
  );
}

/** /centre-daide/:topic — the twelve children ; the route's validity check 404s the rest. */
export default function HelpTopic() {
  const { topic } = useParams();
  const { pathname } = useLocation();
  // Unreachable through the shell (its validity check runs first); guards a direct mount.
  if (!isTopicSlug(topic)) throw new Error(`Page Not Found: ${pathname}`);
  // Keyed so that moving between topics starts each page fresh (FAQ entries closed, top of page).
  return <TopicPage key={topic} slug={topic} />;
}

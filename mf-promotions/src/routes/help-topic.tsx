import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { HelpFrame } from '../features/help-centre/components/help-frame';
import { RELATED } from '../features/help-centre/lib/help-structure';
import { isTopicSlug, type TopicSlug } from '../features/help-centre/lib/topic-slugs';
import { RelatedLinks } from '../features/help-centre/components/related-links';
import { TopicBody } from '../features/help-centre/components/topic-body';
import { i18n, usePageHead, type PageHeadFn } from '@shop/shared';
import { parseTopic } from '../features/help-centre/lib/topic-content';
import { useTopic } from '../features/help-centre/use-help-text';
import { NS, registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

/**
 * The topic's title and description: the server writes them, so the HTML has the topic's own from
 * the start (and the one description tag: the page does not render another), and the page reads them.
 */
export const head: PageHeadFn<unknown> = (_data, { locale, params }) => {
  const t = i18n.getFixedT(locale, NS);
  const slug = params['topic'];
  // Unreachable: the route's validity check answers 404 first (as for the page below).
  if (!isTopicSlug(slug)) throw new Error(`Page Not Found: ${slug ?? ''}`);
  const topic = parseTopic(t(`help.topics.${slug}`, { returnObjects: true }), `help.topics.${slug}`);
  return { title: t('help.ui.metaTitle', { title: topic.title }), description: topic.summary };
};

function TopicPage({ slug }: { slug: TopicSlug }) {
  const { hash } = useLocation();
  const topic = useTopic(slug);
  usePageHead(head);

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

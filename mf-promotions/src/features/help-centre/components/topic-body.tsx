import { FaqList } from './faq-list';
import type { HelpTopic } from '../lib/topic-content';
import type { TopicSlug } from '../lib/topic-slugs';
import { useHelpT } from '../use-help-text';

interface Props {
  slug: TopicSlug;
  topic: HelpTopic;
  /** Inside the webview accordion the topic title is an h2, so sections step down a level. */
  nested?: boolean;
}

/** A topic's sections, blog posts and FAQ, without its title (the caller owns the h1/summary). */
export function TopicBody({ slug, topic, nested = false }: Props) {
  const { t } = useHelpT();
  const H = nested ? 'h3' : 'h2';
  const id = (part: string) => `hc-${slug}-${part}`;
  return (
    <>
      <p className="hc-lead">{topic.intro}</p>
      {topic.sections.map((section) => (
        <section key={section.id} className="hc-section" aria-labelledby={id(section.id)}>
          <H id={id(section.id)}>{section.heading}</H>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.steps.length > 0 ? (
            <ol className="hc-steps">
              {section.steps.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          ) : null}
          {section.items.length > 0 ? (
            <ul className="hc-items">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {section.note ? <p className="hc-note">{section.note}</p> : null}
        </section>
      ))}
      {topic.articles.map((article) => (
        <article key={article.id} id={`article-${article.id}`} className="hc-post" aria-labelledby={id(article.id)}>
          <p className="hc-post__tag">{t('help.ui.articleTag', { tag: article.tag })}</p>
          <H id={id(article.id)}>{article.title}</H>
          {article.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </article>
      ))}
      {topic.faq.length > 0 ? (
        <section className="hc-section" aria-labelledby={id('faq')}>
          <H id={id('faq')}>{t('help.ui.faqHeading')}</H>
          <FaqList entries={topic.faq} idPrefix={`faq-${slug}`} />
        </section>
      ) : null}
    </>
  );
}

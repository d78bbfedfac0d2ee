import { Link } from 'react-router';
import { FaqList } from '../features/help-centre/components/faq-list';
import { HelpFrame } from '../features/help-centre/components/help-frame';
import { ACCOUNT_LINKS, GROUPS } from '../features/help-centre/lib/help-structure';
import { topicPath } from '../features/help-centre/lib/topic-slugs';
import { LinkList } from '../features/help-centre/components/related-links';
import { i18n, useLocalePath, usePageHead, type PageHeadFn } from '@shop/shared';
import { useAccountFaq, useHelpT, useTopic } from '../features/help-centre/use-help-text';
import { NS, registerPromotionsTranslations } from '../i18n/register';

registerPromotionsTranslations();

/** The page's title and description, written by the server and read by the page in the browser. */
export const head: PageHeadFn<unknown> = (_data, { locale }) => {
  const t = i18n.getFixedT(locale, NS);
  return { title: t('help.overview.title'), description: t('help.overview.intro') };
};

/** /centre-daide: every topic, grouped the way shoppers think about an order's life. */
export default function HelpCentre() {
  const { t } = useHelpT();
  const localePath = useLocalePath();
  const accountFaq = useAccountFaq();
  const blog = useTopic('blog');
  usePageHead(head);

  return (
    <HelpFrame>
      <h1 className="hc-title">{t('help.overview.title')}</h1>
      <p className="hc-lead">{t('help.overview.intro')}</p>
      <div className="hc-groups">
        {GROUPS.map((group) => (
          <section key={group.id} className="hc-group" aria-labelledby={`hc-group-${group.id}`}>
            <h2 id={`hc-group-${group.id}`}>{t(`help.overview.groups.${group.id}.title`)}</h2>
            <p className="hc-group__desc">{t(`help.overview.groups.${group.id}.description`)}</p>
            {group.topics.length > 0 ? (
              <ul className="hc-cards">
                {group.topics.map((slug) => (
                  <li key={slug}>
                    <Link className="hc-card" to={localePath(topicPath(slug))}>
                      <span className="hc-card__title">{t(`help.topics.${slug}.title`)}</span>
                      <span className="hc-card__summary">{t(`help.topics.${slug}.summary`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {group.id === 'account' ? (
              <>
                <LinkList links={ACCOUNT_LINKS} className="hc-links hc-links--inline" />
                <FaqList entries={accountFaq} idPrefix="faq-account" />
              </>
            ) : null}
          </section>
        ))}
      </div>
      <section className="hc-section hc-blog-teaser" aria-labelledby="hc-blog-teaser">
        <h2 id="hc-blog-teaser">{t('help.ui.blogHeading')}</h2>
        <ul className="hc-links">
          {blog.articles.map((article) => (
            <li key={article.id}>
              <Link to={`${localePath(topicPath('blog'))}#article-${article.id}`}>{article.title}</Link>
            </li>
          ))}
        </ul>
        <Link className="hc-more" to={localePath(topicPath('blog'))}>
          {t('help.ui.blogCta')}
        </Link>
      </section>
    </HelpFrame>
  );
}

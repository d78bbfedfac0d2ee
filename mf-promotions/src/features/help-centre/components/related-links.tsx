import { Link } from 'react-router';
import { STORE_LINKS, type StoreLink } from '../lib/help-structure';
import { useHelpT } from '../use-help-text';
import { useLocalePath } from '@shop/shared';

export function LinkList({ links, className = 'hc-links' }: { links: readonly StoreLink[]; className?: string }) {
  const { t } = useHelpT();
  const localePath = useLocalePath();
  return (
    <ul className={className}>
      {links.map((key) => (
        <li key={key}>
          <Link to={localePath(STORE_LINKS[key])}>{t(`help.links.${key}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function RelatedLinks({ links, headingId }: { links: readonly StoreLink[]; headingId: string }) {
  const { t } = useHelpT();
  if (links.length === 0) return null;
  return (
    <aside className="hc-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('help.ui.relatedHeading')}</h2>
      <LinkList links={links} />
    </aside>
  );
}

import { useT } from '@shop/shared';
import { NS } from '../../i18n/register';
import { parseFaq, parseTopic, type HelpFaqEntry, type HelpTopic } from './lib/topic-content';
import type { TopicSlug } from './lib/topic-slugs';

export function useHelpT() {
  return useT(NS);
}

/** One topic's full content in the current language (a few hundred strings: parsing is cheap). */
export function useTopic(slug: TopicSlug): HelpTopic {
  const { t } = useHelpT();
  return parseTopic(t(`help.topics.${slug}`, { returnObjects: true }), `help.topics.${slug}`);
}

export function useAccountFaq(): HelpFaqEntry[] {
  const { t } = useHelpT();
  return parseFaq(t('help.overview.accountFaq', { returnObjects: true }), 'help.overview.accountFaq');
}

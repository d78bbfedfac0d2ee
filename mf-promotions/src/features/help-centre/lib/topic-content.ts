/**
 * The help text lives in the i18n files as nested objects (no arrays: shared's translation type
 * has none, and named keys keep fr and en aligned key for key). This turns one topic's subtree
 * into typed content, in the files' key order, and fails loudly on a malformed file instead of
 * rendering a half-empty page.
 */
export interface HelpSection {
  id: string;
  heading: string;
  /** Paragraphs shown first. */
  paragraphs: string[];
  /** An ordered procedure. */
  steps: string[];
  /** An unordered list. */
  items: string[];
  /** A closing remark after the lists. */
  note: string | null;
}

export interface HelpFaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface HelpArticle {
  id: string;
  title: string;
  tag: string;
  paragraphs: string[];
}

export interface HelpTopic {
  title: string;
  /** One line for the overview cards. */
  summary: string;
  intro: string;
  sections: HelpSection[];
  faq: HelpFaqEntry[];
  /** Blog posts (only the blog topic has them). */
  articles: HelpArticle[];
}

type Tree = Record<string, unknown>;

export class HelpContentError extends Error {
  override name = 'HelpContentError';
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requiredText(tree: Tree, key: string, where: string): string {
  const value = tree[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new HelpContentError(`${where}.${key} must be a non-empty string`);
  }
  return value;
}

function optionalText(tree: Tree, key: string, where: string): string | null {
  return key in tree ? requiredText(tree, key, where) : null;
}

/** A subtree of texts (paragraphs, steps, items) in file order; absent means none. */
function textList(tree: Tree, key: string, where: string): string[] {
  const value = tree[key];
  if (value === undefined) return [];
  if (!isTree(value)) throw new HelpContentError(`${where}.${key} must be an object of texts`);
  return Object.keys(value).map((k) => requiredText(value, k, `${where}.${key}`));
}

function entries(tree: Tree, key: string, where: string): [string, Tree][] {
  const value = tree[key];
  if (value === undefined) return [];
  if (!isTree(value)) throw new HelpContentError(`${where}.${key} must be an object`);
  return Object.entries(value).map(([id, child]) => {
    if (!isTree(child)) throw new HelpContentError(`${where}.${key}.${id} must be an object`);
    return [id, child];
  });
}

export function parseFaq(raw: unknown, where = 'faq'): HelpFaqEntry[] {
  if (!isTree(raw)) throw new HelpContentError(`${where} must be an object`);
  return Object.entries(raw).map(([id, entry]) => {
    if (!isTree(entry)) throw new HelpContentError(`${where}.${id} must be an object`);
    return { id, question: requiredText(entry, 'q', `${where}.${id}`), answer: requiredText(entry, 'a', `${where}.${id}`) };
  });
}

export function parseTopic(raw: unknown, where = 'topic'): HelpTopic {
  if (!isTree(raw)) throw new HelpContentError(`${where} is missing`);
  const sections = entries(raw, 'sections', where).map(([id, s]): HelpSection => {
    const at = `${where}.sections.${id}`;
    const section: HelpSection = {
      id,
      heading: requiredText(s, 'heading', at),
      paragraphs: textList(s, 'body', at),
      steps: textList(s, 'steps', at),
      items: textList(s, 'items', at),
      note: optionalText(s, 'note', at),
    };
    if (section.paragraphs.length + section.steps.length + section.items.length === 0) {
      throw new HelpContentError(`${at} has a heading but no text`);
    }
    return section;
  });
  const articles = entries(raw, 'articles', where).map(([id, a]): HelpArticle => {
    const at = `${where}.articles.${id}`;
    const paragraphs = textList(a, 'body', at);
    if (paragraphs.length === 0) throw new HelpContentError(`${at} has no text`);
    return { id, title: requiredText(a, 'title', at), tag: requiredText(a, 'tag', at), paragraphs };
  });
  if (sections.length === 0 && articles.length === 0) {
    throw new HelpContentError(`${where} has neither sections nor articles`);
  }
  return {
    title: requiredText(raw, 'title', where),
    summary: requiredText(raw, 'summary', where),
    intro: requiredText(raw, 'intro', where),
    sections,
    faq: raw.faq === undefined ? [] : parseFaq(raw.faq, `${where}.faq`),
    articles,
  };
}

import type { HelpFaqEntry } from '../lib/topic-content';

/** Native disclosure: works without JavaScript, is keyboard- and screen-reader-friendly. */
export function FaqList({ entries, idPrefix }: { entries: HelpFaqEntry[]; idPrefix: string }) {
  return (
    <div className="hc-faq">
      {entries.map((entry) => (
        <details key={entry.id} id={`${idPrefix}-${entry.id}`} className="hc-faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

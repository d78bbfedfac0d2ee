/** What a record lacks of its header: a numbered title, then `Status:` and `Date:` lines. */
export function headerProblems(name: string, text: string): string[] {
  const head = text.split('\n').slice(0, 6);
  const problems: string[] = [];
  const number = name.slice(0, 3);
  if (!/^\d{3}-[a-z0-9-]+\.md$/.test(name)) problems.push(`${name}: name is not NNN-kebab-case.md`);
  if (!head[0]?.startsWith(`# ${number}`)) problems.push(`${name}: first line is not "# ${number} …"`);
  if (!head.some((l) => /^Status: (proposed|accepted|superseded by \d{3}|deprecated)\b/.test(l))) problems.push(`${name}: no "Status: proposed|accepted|superseded by NNN|deprecated" line`);
  if (!head.some((l) => /^Date: \d{4}-\d{2}-\d{2}\b/.test(l))) problems.push(`${name}: no "Date: YYYY-MM-DD" line`);
  return problems;
}

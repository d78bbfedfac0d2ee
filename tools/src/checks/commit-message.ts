/**
 * The house rule for commit messages: a subject of at most 72 characters (it stays whole in
 * `git log --oneline`, in review tools and in e-mail), then a blank line and a body that says
 * why. Git's own merge and revert messages are left as git writes them.
 */
export const SUBJECT_LIMIT = 72;

/** The message as git will store it: comment lines and everything under the scissors line dropped. */
function meaningfulLines(message: string): string[] {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  return (scissors >= 0 ? lines.slice(0, scissors) : lines).filter((line) => !line.startsWith('#'));
}

export function commitMessageProblems(message: string): string[] {
  const lines = meaningfulLines(message);
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  const subject = lines[0]?.trimEnd() ?? '';
  if (subject === '') return ['the message is empty'];
  if (/^(Merge|Revert) /.test(subject)) return [];
  const problems: string[] = [];
  if (subject.length > SUBJECT_LIMIT) problems.push(`the subject has ${subject.length} characters; at most ${SUBJECT_LIMIT}`);
  const rest = lines.slice(1);
  if (rest.length > 0 && rest[0]!.trim() !== '') problems.push('a blank line must separate the subject from the body');
  if (!rest.some((line) => line.trim() !== '')) problems.push('the body is missing: say why the change is made');
  return problems;
}

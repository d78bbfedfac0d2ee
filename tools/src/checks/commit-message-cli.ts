import { readFileSync } from 'node:fs';
import { commitMessageProblems, SUBJECT_LIMIT } from './commit-message.ts';

// git's commit-msg hook (tools/git-hooks/commit-msg) passes the file holding the message.
const file = process.argv[2];
if (!file) {
  console.error('usage: commit-message-cli.ts <file with the commit message>');
  process.exit(2);
}
const problems = commitMessageProblems(readFileSync(file, 'utf8'));
if (problems.length > 0) {
  console.error(`commit refused (subject <= ${SUBJECT_LIMIT} characters, a blank line, a body that says why):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(`your message is kept in ${file}`);
  process.exit(1);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerProblems } from './decision-records.ts';

const decisions = join(import.meta.dirname, '../../../docs/decisions');

describe('decision records', () => {
  it('each has a numbered title, a status and a date, and no number is used twice', () => {
    const names = readdirSync(decisions).filter((n) => n.endsWith('.md'));
    const problems = names.flatMap((n) => headerProblems(n, readFileSync(join(decisions, n), 'utf8')));
    const numbers = names.map((n) => n.slice(0, 3));
    const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i).map((n) => `number ${n} is used twice`);
    expect([...problems, ...twice]).toEqual([]);
  });

  it('names what a header lacks', () => {
    expect(headerProblems('016-x.md', '# 016 — X\n\nStatus: accepted\nDate: 2026-11-27\n')).toEqual([]);
    expect(headerProblems('016-x.md', '# 016 — X\n\n**Context.**\n')).toEqual([
      '016-x.md: no "Status: proposed|accepted|superseded by NNN|deprecated" line',
      '016-x.md: no "Date: YYYY-MM-DD" line',
    ]);
    expect(headerProblems('x.md', '# X\nStatus: accepted\nDate: 2026-11-27')).toEqual(['x.md: name is not NNN-kebab-case.md', 'x.md: first line is not "# x.m …"']);
  });
});

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { commitMessageProblems } from './commit-message.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('commitMessageProblems', () => {
  it('accepts a subject of 72 characters with a body', () => {
    expect(commitMessageProblems(`${'a'.repeat(72)}\n\nWhy: the gateway needed it.\n`)).toEqual([]);
  });

  it('refuses a subject of 73 characters', () => {
    expect(commitMessageProblems(`${'a'.repeat(73)}\n\nWhy.\n`)).toEqual(['the subject has 73 characters; at most 72']);
  });

  it('refuses a message without a body, or with the body glued to the subject', () => {
    expect(commitMessageProblems('Fix the cart\n')).toEqual(['the body is missing: say why the change is made']);
    expect(commitMessageProblems('Fix the cart\nbecause it broke\n')).toEqual(['a blank line must separate the subject from the body']);
  });

  it("ignores git's comment lines and what lies under the scissors", () => {
    const message = 'Fix the cart\n# Please enter the commit message\n\nThe badge lagged.\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n';
    expect(commitMessageProblems(message)).toEqual([]);
    expect(commitMessageProblems('# only comments\n\n')).toEqual(['the message is empty']);
  });

  it("leaves git's merge and revert messages alone", () => {
    expect(commitMessageProblems("Merge branch 'main' of somewhere into a-long-branch-name-that-goes-on-and-on-and-on\n")).toEqual([]);
  });
});

const runHook = (message: string) => {
  const dir = fixture({ MSG: message }, 'commit-msg-');
  try {
    execFileSync(join(repoRoot, 'tools/git-hooks/commit-msg'), [join(dir, 'MSG')], { cwd: repoRoot, stdio: 'pipe' });
    return 'accepted';
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr);
  }
};

describe('the commit-msg hook', () => {
  it('refuses a long subject and says why, and accepts a good message', () => {
    expect(runHook(`${'a'.repeat(80)}\n\nWhy.\n`)).toContain('the subject has 80 characters; at most 72');
    expect(runHook('Short subject\n\nA body that says why.\n')).toBe('accepted');
  });
});

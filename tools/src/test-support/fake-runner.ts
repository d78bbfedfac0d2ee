import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Runner } from '../release/commands.ts';

export interface FakeRun {
  runner: Runner;
  /** Every command run, as `pnpm <args>` with the build's temporary path replaced by `<dist>`. */
  calls: string[];
}

/**
 * Stands in for rsbuild, tsc and vitest in release tests: a build copies `<package>/next/` (the
 * fixture's "source") to the `--dist-path` it is given; `fail` names commands (by their first
 * distinct word: build, typecheck, vitest) that exit 1.
 */
export function fakeRunner(fail: string[] = []): FakeRun {
  const calls: string[] = [];
  const runner: Runner = async (_command, args, cwd) => {
    const distAt = args.indexOf('--dist-path');
    calls.push(`pnpm ${args.map((a, i) => (i === distAt + 1 && distAt >= 0 ? '<dist>' : a)).join(' ')}`);
    const word = args.includes('build') ? 'build' : args.includes('vitest') ? 'vitest' : 'typecheck';
    if (fail.includes(word)) return 1;
    if (word === 'build') {
      const filter = args[args.indexOf('--filter') + 1]!;
      const dir = filter === '@shop/shell' ? 'shell' : filter;
      await cp(join(cwd, dir, 'next'), args[distAt + 1]!, { recursive: true });
    }
    return 0;
  };
  return { runner, calls };
}

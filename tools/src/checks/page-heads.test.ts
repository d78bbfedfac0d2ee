import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { pageHeadFindings, remoteDirs } from './page-heads.ts';

const repository = join(import.meta.dirname, '../../..');

describe('a page with a server-rendered head takes its title from it in the browser', () => {
  it('holds for every remote', () => {
    const dirs = remoteDirs(repository);
    expect(dirs).toContain('mf-catalog');
    expect(pageHeadFindings(repository, dirs)).toEqual([]);
  });

  it('finds a route with a head that writes its own title, or never reads its head', () => {
    const root = fixture({
      'mf-x/src/routes/both.tsx':
        "export const head: PageHeadFn<unknown> = () => ({ title: 'A' });\nexport default function P() { usePageHead(head); useDocumentTitle('A'); return null; }\n",
      'mf-x/src/routes/unread.tsx': "export const head = gameHead('quiz');\nexport default function P() { return null; }\n",
      'mf-x/src/routes/good.tsx': "export const head = gameHead('wheel');\nexport default function P() { return <View head={head} />; }\n",
      'mf-x/src/routes/read.tsx': "export const head = h;\nexport default function P() { usePageHead(head, data ?? null); return null; }\n",
      'mf-x/src/routes/no-head.tsx': "export default function P() { useDocumentTitle('Cart'); return null; }\n",
    });
    expect(pageHeadFindings(root, ['mf-x'])).toEqual([
      { file: 'mf-x/src/routes/both.tsx', problem: 'hand-written title' },
      { file: 'mf-x/src/routes/unread.tsx', problem: 'head not used by the page' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/support/both-engines.ts';
import { repositories } from '../repositories.ts';

// The counters are upserts: reports and visit batches that land at once (several gateways on one
// database) must all count, which only PostgreSQL's pool makes truly concurrent.

const engines = bothEngines('shopper_errors');
const MINUTE = 29_000_000;

describe.each(engines)('shopper error counters on %s', (_engine, open) => {
  it('add reports per kind and keep the most recent message, over the minutes asked for', async () => {
    const store = await open();
    const repo = repositories(store.db, store.engine).shopperErrors;
    const report = { kind: 'render' as const, bundle: 'mf-demo', version: '1.0.0', message: 'first' };
    await repo.report(report, MINUTE - 61, 1_000);
    await repo.report({ ...report, kind: 'chunk', message: 'second' }, MINUTE - 1, 3_000);
    // Arriving later but stamped earlier (a slower gateway): the newer message stays.
    await repo.report({ ...report, message: 'older' }, MINUTE - 1, 2_000);
    await repo.report({ ...report, bundle: 'shell', version: '2.0.0', kind: 'remote-load-failed' }, MINUTE, 4_000);
    expect(await repo.totals(MINUTE - 60)).toEqual([
      { bundle: 'mf-demo', version: '1.0.0', count: 2, visits: 0, failed: 0, kinds: { chunk: 1, render: 1 }, last: 'second' },
      { bundle: 'shell', version: '2.0.0', count: 1, visits: 0, failed: 0, kinds: { 'remote-load-failed': 1 }, last: 'first' },
    ]);
    // The report of minute -61 is still there for a wider span, until pruned.
    expect((await repo.totals(MINUTE - 61))[0]).toMatchObject({ count: 3, kinds: { render: 2, chunk: 1 } });
    await repo.prune(MINUTE - 60);
    expect((await repo.totals(0))[0]).toMatchObject({ count: 2 });
  });

  it('count every report and visit sent at once', async () => {
    const store = await open();
    const repo = repositories(store.db, store.engine).shopperErrors;
    const at = 40;
    await Promise.all(
      Array.from({ length: at }, (_, i) =>
        i % 2
          ? repo.report({ kind: 'render', bundle: 'mf-demo', version: '1.0.0', message: `m${i}` }, MINUTE, i)
          : // The same version twice in one batch, as a browser may send it.
            repo.visited([{ bundle: 'mf-demo', version: '1.0.0', visits: 2, failed: 1 }, { bundle: 'mf-demo', version: '1.0.0', visits: 1, failed: 0 }, { bundle: 'shell', version: '2.0.0', visits: 1, failed: 0 }], MINUTE),
      ),
    );
    const totals = await repo.totals(MINUTE);
    expect(totals.find((t) => t.bundle === 'mf-demo')).toEqual({ bundle: 'mf-demo', version: '1.0.0', count: 20, visits: 60, failed: 20, kinds: { render: 20 }, last: 'm39' });
    expect(totals.find((t) => t.bundle === 'shell')).toMatchObject({ visits: 20, failed: 0, count: 0, last: '' });
  });
});

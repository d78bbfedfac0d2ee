import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remotePageScripts, remotePageStylesheets, shellStylesheets } from './stylesheets.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stylesheets-test-'));
  await mkdir(join(dir, 'static/js'), { recursive: true });
  await mkdir(join(dir, 'static/css/async'), { recursive: true });
  // The shape of the shell's minified entry: its bootstrap and the shared module it provides load
  // chunks "ad", "k" and 0 (a numeric id is written bare); the login page's chunk "ip" is loaded
  // from another chunk, and chunk 6 from none.
  await writeFile(join(dir, 'static/js/index.abc.js'), 'Promise.all([r.e("ke"),r.e(0),r.e("ad")]).then(r.bind(r,"wg"));f.e("q"),f.e("k")');
  for (const file of ['ad.111.css', 'k.222.css', 'ip.333.css', '6.222.css', '0.444.css']) await writeFile(join(dir, 'static/css/async', file), '');
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'product',
          path: './product',
          assets: {
            css: { sync: ['static/css/async/__federation_expose_product.9.css'], async: ['static/css/async/s.1.css'] },
            js: { sync: ['static/js/async/__federation_expose_product.7.js', 'static/js/async/a.1.js'], async: ['static/js/async/s.2.js'] },
          },
        },
      ],
    }),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stylesheets of a server-rendered page', () => {
  it("the shell's are the CSS of the chunks its entry loads, not its lazy pages'", async () => {
    const index = '<head><script defer src="/static/js/index.abc.js"></script></head>';
    expect(await shellStylesheets(dir, index)).toEqual(['/static/css/async/0.444.css', '/static/css/async/ad.111.css', '/static/css/async/k.222.css']);
    expect(await shellStylesheets(dir, '<head></head>')).toEqual([]);
  });

  it("a remote page's are its exposed module's own, beside the version's manifest", async () => {
    expect(await remotePageStylesheets(dir, '/remotes/mf-catalog/1.0.0-ab/mf-manifest.json', 'product')).toEqual([
      '/remotes/mf-catalog/1.0.0-ab/static/css/async/__federation_expose_product.9.css',
    ]);
    expect(await remotePageStylesheets(dir, '/remotes/mf-catalog/1.0.0-ab/mf-manifest.json', 'unknown')).toEqual([]);
  });

  it("a remote page's scripts are the version's entry and the page's own chunks, not its lazy ones", async () => {
    expect(await remotePageScripts(dir, '/remotes/mf-catalog/1.0.0-ab/mf-manifest.json', 'product')).toEqual([
      '/remotes/mf-catalog/1.0.0-ab/remoteEntry.js',
      '/remotes/mf-catalog/1.0.0-ab/static/js/async/__federation_expose_product.7.js',
      '/remotes/mf-catalog/1.0.0-ab/static/js/async/a.1.js',
    ]);
    expect(await remotePageScripts(dir, '/remotes/mf-catalog/1.0.0-ab/mf-manifest.json', 'unknown')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';

describe('parseManifest', () => {
  it('keeps well-formed remotes and drops broken ones', () => {
    const parsed = parseManifest({
      build: 'b7',
      remotes: [
        { name: 'mf-catalog', version: '1.0.0', manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json', routes: [] },
        { name: 'mf-broken', version: '1.0.0', routes: [] },
        null,
        { name: '', manifest: '/x', routes: [] },
      ],
    });
    expect(parsed.build).toBe('b7');
    expect(parsed.remotes.map((r) => r.name)).toEqual(['mf-catalog']);
  });

  it('rejects a body that is not a manifest', () => {
    expect(() => parseManifest('<html>')).toThrow(TypeError);
    expect(() => parseManifest({ build: 'x' })).toThrow(/remotes/);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('trusted proxy hops (TRUST_PROXY, TRUSTED_PROXIES)', () => {
  it('reads addresses, CIDR ranges and named ranges, by commas or spaces', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 172.18.0.5 uniquelocal,::1,fd00::/8')).toEqual(['10.0.0.0/8', '172.18.0.5', 'uniquelocal', '::1', 'fd00::/8']);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
  });

  it('refuses "trust every peer" and anything that is not a hop', () => {
    expect(() => parseTrustedProxies('1')).toThrow(/TRUST_PROXY .*not: 1/);
    expect(() => parseTrustedProxies('true', 'TRUSTED_PROXIES')).toThrow(/TRUSTED_PROXIES/);
    for (const bad of ['10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'nginx', '*', '10.0.0.0/x']) expect(() => parseTrustedProxies(bad)).toThrow();
  });

  it('is the back end configuration: none unless listed, and a bad value stops the start', () => {
    expect(defaultConfig({}).trustedProxies).toEqual([]);
    expect(defaultConfig({ TRUST_PROXY: '172.16.0.0/12' }).trustedProxies).toEqual(['172.16.0.0/12']);
    expect(() => defaultConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});

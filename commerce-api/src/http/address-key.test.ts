import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped one', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('counts every address of an IPv6 /64 as one caller, however it is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:0db8:0001:0002::/64');
    for (const other of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::5%eth0']) {
      expect(addressKey(other)).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });
});

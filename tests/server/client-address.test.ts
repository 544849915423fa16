import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/http/client-address.ts';

describe('addressKey: what a client is counted under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, compressed or not, with or without a zone', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9']) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('answers null for what is no address', () => {
    for (const junk of ['', 'not-an-ip', '203.0.113', '203.0.113.7.8', '2001:db8::1::2', 'unknown', '1.2.3.4:80']) {
      expect(addressKey(junk), junk).toBeNull();
    }
    expect(addressKey(undefined)).toBeNull();
  });
});

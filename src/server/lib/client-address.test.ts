import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';

describe('clientAddressOf', () => {
  it('counts an IPv4 address as itself, however it is written', () => {
    expect(clientAddressOf('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressOf('::FFFF:cb00:7105')).toBe('203.0.113.5');
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const home = ['2001:db8:1:2::100', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:abcd::1'];
    expect(new Set(home.map(clientAddressOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientAddressOf('2001:db8:1:3::100')).toBe('2001:db8:1:3::/64');
    expect(clientAddressOf('::1')).toBe('::/64');
    expect(clientAddressOf('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps what is no address as it is (an in-process call has none)', () => {
    expect(clientAddressOf('')).toBe('');
    expect(clientAddressOf('not-an-address')).toBe('not-an-address');
  });
});

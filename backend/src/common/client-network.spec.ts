import { clientNetwork } from './client-network';

describe('clientNetwork (the key of every per-IP rate limit)', () => {
  it('keeps an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::99]')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('answers "unknown" without an address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('not an address')).toBe('unknown');
  });
});

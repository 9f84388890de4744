import { clientAddressKey, counterClientKey } from './client-address';

describe('clientAddressKey', () => {
  it('keys IPv4 on the address, however it arrives', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('writes one IPv6 address one way', () => {
    const spellings = [
      '2001:db8:0:0:0:0:0:1',
      '2001:DB8::1',
      '2001:0db8:0000:0000::0001',
      '2001:db8::0:1',
      'fe80::1%eth0'.replace('fe80', '2001:db8'),
    ];
    expect(new Set(spellings.map(clientAddressKey))).toEqual(new Set(['2001:db8:0:0::/64']));
  });

  it('keys IPv6 on its /64: addresses of one subscriber share a key, neighbours do not', () => {
    expect(clientAddressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else recognisable', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('')).toBe('unknown');
  });
});

describe('counterClientKey', () => {
  it('keys IPv6 on its /48 (one home line), IPv4 on the address', () => {
    const line = Array.from(
      { length: 20 },
      (_, i) => `2001:db8:aa:${(0xbb00 + i).toString(16)}::1`,
    );
    expect(new Set(line.map(counterClientKey))).toEqual(new Set(['2001:db8:aa::/48']));
    expect(counterClientKey('2001:db8:ab::1')).toBe('2001:db8:ab::/48');
    expect(counterClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(counterClientKey(undefined)).toBe('unknown');
  });
});

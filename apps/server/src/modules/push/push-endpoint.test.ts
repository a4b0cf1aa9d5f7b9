import { describe, expect, it } from 'vitest';
import { endpointRefusal, isBlockedAddress } from './push-endpoint.js';

/**
 * One address of each entry of the IANA IPv4 Special-Purpose Address
 * Registry, plus multicast (not in that registry, never a push service).
 */
const IPV4_SPECIAL_PURPOSE = [
  ['0.0.0.0/8 "this network"', '0.1.2.3'],
  ['0.0.0.0/32 "this host"', '0.0.0.0'],
  ['10.0.0.0/8 private-use', '10.20.30.40'],
  ['100.64.0.0/10 shared address space (CGNAT)', '100.100.1.1'],
  ['127.0.0.0/8 loopback', '127.1.2.3'],
  ['169.254.0.0/16 link-local', '169.254.169.254'],
  ['172.16.0.0/12 private-use', '172.31.255.254'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.100'],
  ['192.0.0.0/29 IPv4 service continuity prefix', '192.0.0.2'],
  ['192.0.0.8/32 IPv4 dummy address', '192.0.0.8'],
  ['192.0.0.9/32 port control protocol anycast', '192.0.0.9'],
  ['192.0.0.10/32 TURN anycast', '192.0.0.10'],
  ['192.0.0.170/32 NAT64/DNS64 discovery', '192.0.0.170'],
  ['192.0.0.171/32 NAT64/DNS64 discovery', '192.0.0.171'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.1'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.88.99.2/32 6a44 relay anycast', '192.88.99.2'],
  ['192.168.0.0/16 private-use', '192.168.1.1'],
  ['192.175.48.0/24 direct delegation AS112', '192.175.48.1'],
  ['198.18.0.0/15 benchmarking', '198.19.255.1'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.7'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.9'],
  ['240.0.0.0/4 reserved', '250.1.2.3'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
] as const;

/**
 * One address of each entry of the IANA IPv6 Special-Purpose Address
 * Registry, plus the forms outside it that embed or stand for a private
 * address: IPv4-compatible (::/96, deprecated), site-local (fec0::/10,
 * deprecated), multicast, and unallocated space.
 */
const IPV6_SPECIAL_PURPOSE = [
  ['::1/128 loopback', '::1'],
  ['::/128 unspecified', '::'],
  ['::ffff:0:0/96 IPv4-mapped', '::ffff:7f00:1'],
  ['64:ff9b::/96 IPv4-IPv6 translation (NAT64)', '64:ff9b::7f00:1'],
  ['64:ff9b:1::/48 local-use IPv4-IPv6 translation', '64:ff9b:1::7f00:1'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments', '2001:100::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1'],
  ['2001:1::2/128 TURN anycast', '2001:1::2'],
  ['2001:1::3/128 DNS-SD service registration anycast', '2001:1::3'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 drone remote ID entity tags', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4', '2002:7f00:1::1'],
  ['2620:4f:8000::/48 direct delegation AS112', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff::1'],
  ['5f00::/16 SRv6 SIDs', '5f00::1'],
  ['fc00::/7 unique-local', 'fd12:3456::1'],
  ['fe80::/10 link-local', 'fe80::1'],
  ['::/96 IPv4-compatible (deprecated)', '::7f00:1'],
  ['fec0::/10 site-local (deprecated)', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['outside 2000::/3: not allocated', '4000::1'],
] as const;

describe('push endpoints the server may call (decisions 051, 362)', () => {
  it.each([...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE])('refuses %s (%s)', (_entry, address) => {
    expect(isBlockedAddress(address)).toBe(true);
    const literal = address.includes(':') ? `[${address}]` : address;
    expect(endpointRefusal(`https://${literal}/push`, false)).toBe('special-purpose address');
  });

  it.each([
    // The probe's literals: IPv4 loopback embedded in IPv6, and site-local.
    'https://[::127.0.0.1]/push',
    'https://[::ffff:0:7f00:1]/push',
    'https://[64:ff9b:1::7f00:1]/push',
    'https://[2002:7f00:1::1]/push',
    'https://[fec0::1]/push',
  ])('refuses %s', (endpoint) => {
    expect(endpointRefusal(endpoint, false)).toBe('special-purpose address');
  });

  it.each([
    '8.8.8.8',
    '142.250.185.74',
    '1.1.1.1',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82a::200a',
    '2606:4700::1111',
  ])('accepts the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://8.8.8.8/push',
    'https://[2001:4860:4860::8888]/push',
  ])('accepts %s', (endpoint) => {
    expect(endpointRefusal(endpoint, false)).toBeNull();
  });

  it.each([
    ['http://10.0.0.1/push', 'not https'],
    ['https://10.0.0.1/push', 'special-purpose address'],
    ['https://192.168.1.20/push', 'special-purpose address'],
    ['https://172.20.0.1/push', 'special-purpose address'],
    ['https://169.254.169.254/latest/meta-data', 'special-purpose address'],
    ['https://127.0.0.1/push', 'special-purpose address'],
    ['https://2130706433/push', 'special-purpose address'],
    ['https://0x7f.1/push', 'special-purpose address'],
    ['https://0.0.0.0/push', 'special-purpose address'],
    ['https://100.64.1.1/push', 'special-purpose address'],
    ['https://[::1]/push', 'special-purpose address'],
    ['https://[::ffff:10.0.0.1]/push', 'special-purpose address'],
    ['https://[fe80::1]/push', 'special-purpose address'],
    ['https://[fd00::1]/push', 'special-purpose address'],
    ['https://localhost/push', 'localhost'],
    ['https://LOCALHOST./push', 'localhost'],
    ['https://push.localhost/push', 'localhost'],
    ['https://user:pw@fcm.googleapis.com/x', 'credentials in the URL'],
    ['ftp://fcm.googleapis.com/x', 'not https'],
    ['file:///etc/passwd', 'not https'],
    ['http://127.0.0.1:8080/push', 'not https'],
    ['nonsense', 'not a URL'],
  ])('refuses %s (%s)', (endpoint, reason) => {
    expect(endpointRefusal(endpoint, false)).toBe(reason);
  });

  it('lets http://127.0.0.1:<port> through only when loopback is allowed, and nothing else on loopback', () => {
    expect(endpointRefusal('http://127.0.0.1:4567/push/1', true)).toBeNull();
    expect(endpointRefusal('http://localhost:4567/push/1', true)).toBe('not https');
    expect(endpointRefusal('https://[::1]:4567/push/1', true)).toBe('special-purpose address');
    expect(endpointRefusal('http://10.0.0.1/push', true)).toBe('not https');
  });

  it('checks resolved addresses against the same ranges', () => {
    expect(isBlockedAddress('10.1.2.3')).toBe(true);
    expect(isBlockedAddress('::ffff:7f00:1')).toBe(true);
    expect(isBlockedAddress('142.250.185.74')).toBe(false);
    expect(isBlockedAddress('2a00:1450:4001:82a::200a')).toBe(false);
    expect(isBlockedAddress('not an address')).toBe(true);
  });
});

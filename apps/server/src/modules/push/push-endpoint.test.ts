import { describe, expect, it } from 'vitest';
import { endpointRefusal, isBlockedAddress } from './push-endpoint.js';

describe('push endpoints the server may call (decision 051)', () => {
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
    ['https://10.0.0.1/push', 'private address'],
    ['https://192.168.1.20/push', 'private address'],
    ['https://172.20.0.1/push', 'private address'],
    ['https://169.254.169.254/latest/meta-data', 'private address'],
    ['https://127.0.0.1/push', 'private address'],
    ['https://2130706433/push', 'private address'],
    ['https://0x7f.1/push', 'private address'],
    ['https://0.0.0.0/push', 'private address'],
    ['https://100.64.1.1/push', 'private address'],
    ['https://[::1]/push', 'private address'],
    ['https://[::ffff:10.0.0.1]/push', 'private address'],
    ['https://[fe80::1]/push', 'private address'],
    ['https://[fd00::1]/push', 'private address'],
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
    expect(endpointRefusal('https://[::1]:4567/push/1', true)).toBe('private address');
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

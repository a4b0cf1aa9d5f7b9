import { BlockList, isIP } from 'node:net';

/**
 * Which push endpoints the server will POST to (decision 051). The endpoint
 * comes from the browser, so from the user: without a rule anyone could make
 * the server call into its own network (SSRF). Accepted: `https:` URLs whose
 * host is a name (not `localhost`) or a public IP address. Refused: other
 * schemes, `localhost` and `*.localhost`, and IP literals in loopback,
 * private, link-local, shared, multicast, reserved and IPv4-mapped ranges.
 * When sending, the host's DNS answers are checked against the same ranges
 * (`isBlockedAddress`), so a name that points into the network is refused
 * too. `allowLoopback` (PUSH_ALLOW_LOOPBACK, off by default, for tests) lets
 * `http(s)://127.0.0.1:<port>` through and nothing else.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/**
 * IPv4-mapped IPv6 (::ffff:a.b.c.d): never a push service, and a way around
 * the IPv4 rules. A list of its own, checked for IPv6 only: BlockList matches
 * every IPv4 address against an IPv6 rule for the mapped range.
 */
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** True for an address the server never sends to. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && MAPPED.check(address, 'ipv6')) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The loopback address tests may allow (PUSH_ALLOW_LOOPBACK). */
export const LOOPBACK_HOST = '127.0.0.1';

/** Why an endpoint is refused, or null when the server may send to it. */
export function endpointRefusal(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (allowLoopback && url.hostname === LOOPBACK_HOST && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return null;
  }
  if (url.protocol !== 'https:') return 'not https';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  // The URL parser has already turned 2130706433 or 0x7f.1 into 127.0.0.1; IPv6 comes in brackets.
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal) !== 0 && isBlockedAddress(literal)) return 'private address';
  return null;
}

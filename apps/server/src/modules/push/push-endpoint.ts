import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which push endpoints the server will POST to (decisions 051, 362). The
 * endpoint comes from the browser, so from the user: without a rule anyone
 * could make the server call into its own network (SSRF). Accepted: `https:`
 * URLs whose host is a name (not `localhost`) or a public unicast address.
 * Refused: other schemes, `localhost` and `*.localhost`, and every address of
 * the IANA IPv4 and IPv6 special-purpose address registries (`isBlockedAddress`).
 * When sending, every address the host's name resolves to is checked the
 * same way, and the connection goes to the checked addresses only
 * (push-sender.ts). `allowLoopback` (PUSH_ALLOW_LOOPBACK, off by default, for
 * tests) lets `http(s)://127.0.0.1:<port>` through and nothing else.
 */

/**
 * IPv6 global unicast (2000::/3): the only IPv6 space IANA allocates to
 * public networks. Outside it lie the IPv4-compatible (::/96, e.g.
 * `::127.0.0.1`) and IPv4-mapped forms, NAT64 (64:ff9b::/96 and
 * 64:ff9b:1::/48), discard and dummy prefixes (100::/64, 100:0:0:1::/64),
 * SRv6 (5f00::/16), site-local (fec0::/10), unique-local, link-local and
 * multicast, and whatever IANA has not allocated yet.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True for an address the server never sends to. ipaddr.js (2.5.0, chosen
 * over hand-written bit tests) names each IPv4 entry of the IANA
 * special-purpose registry, multicast, broadcast and 240/4, and each IPv6
 * entry inside 2000::/3 (Teredo and the rest of 2001::/23, ORCHID, DETs,
 * benchmarking, AMT, AS112, 6to4, documentation); an address counts only
 * when it is in none of them (`unicast`). What ipaddr.js calls `unicast`
 * although no public network may use it lies outside 2000::/3 (checked in
 * push-endpoint.test.ts: the IPv4-compatible `::127.0.0.1`, the dummy prefix
 * 100:0:0:1::/64, unallocated space such as 4000::1): the rule above
 * refuses it.
 */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return true;
  return parsed.range() !== 'unicast';
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
  if (isIP(literal) !== 0 && isBlockedAddress(literal)) return 'special-purpose address';
  return null;
}

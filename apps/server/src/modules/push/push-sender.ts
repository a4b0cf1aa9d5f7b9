import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isBlockedAddress } from './push-endpoint.js';

/** What web-push's `generateRequestDetails` gives: the encrypted, signed request. */
export type PushRequest = {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
};

/** Longest a push service's answer is read: it is thrown away anyway. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** How a host name is resolved: node:dns by default, a stand-in in tests. */
export type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * Resolves the push service's host and refuses it when any address is in a
 * range the server never calls (decisions 051, 362): a public name pointing
 * into the network, or one re-pointed after it was accepted (DNS rebinding),
 * is caught at the moment of connecting. The socket connects to the
 * addresses checked here, from this one answer: nothing resolves the name
 * again between the check and the connection.
 */
export function guardedLookup(resolve: Resolve = dnsLookup as unknown as Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) {
        const refused = Object.assign(new Error(`push host ${hostname} resolves to a refused address`), {
          code: 'PUSH_ADDRESS_REFUSED',
        });
        return callback(refused, '', 0);
      }
      if ((options as LookupOptions).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return;
      }
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const lookupCheckingEveryAddress = guardedLookup();

/**
 * POSTs one push message and answers the push service's status. Never
 * follows a redirect (node:http does not), reads at most 64 KB of the answer,
 * and gives up after `timeoutMs` in all (connecting included).
 */
export function postToPushService(request: PushRequest, timeoutMs: number): Promise<number> {
  const url = new URL(request.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: lookupCheckingEveryAddress,
        signal: AbortSignal.timeout(timeoutMs),
        // One connection per message: push services are many hosts, and an idle pool is memory.
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('close', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

import { z } from 'zod';
import { localeSchema } from './locale-schema.js';
import { SAFE_SINGLE_LINE_TEXT } from './text.js';

/**
 * Web Push subscriptions (decision 050). The browser's
 * `PushSubscription.toJSON()` gives the endpoint and the two keys; the server
 * stores them to send goals and final scores of followed tournaments.
 */

/** Longest endpoint accepted: push services use a few hundred characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1000;
/** Subscriptions one user may have (browsers, devices); a new one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** Decoded length of an unpadded-or-padded base64url text, or -1 when it is not base64url. */
export function base64urlByteLength(value: string): number {
  if (!base64url.test(value)) return -1;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/** A base64url key of exactly `bytes` bytes once decoded. */
const keyOf = (bytes: number) =>
  z
    .string()
    .max(Math.ceil((bytes * 4) / 3) + 2)
    .refine((value) => base64urlByteLength(value) === bytes, { message: `must be ${bytes} bytes, base64url` });

/** Stored as sent, so checked like stored text: the URL parser accepts NUL and text-direction characters in a path (decision 352). */
export const pushEndpointSchema = z
  .url()
  .max(MAX_PUSH_ENDPOINT_LENGTH)
  .regex(SAFE_SINGLE_LINE_TEXT, { message: 'contains control, invisible or text-direction characters' });

export const pushSubscriptionSchema = z
  .object({
    endpoint: pushEndpointSchema,
    keys: z
      .object({
        /** The browser's ECDH P-256 public key, uncompressed: 65 bytes. */
        p256dh: keyOf(65),
        /** The shared authentication secret: 16 bytes. */
        auth: keyOf(16),
      })
      .strict(),
    /** The language of the notifications; the user's language when left out. */
    locale: localeSchema.optional(),
  })
  .strict()
  .meta({ id: 'PushSubscription' });

export const deletePushSubscriptionSchema = z
  .object({ endpoint: pushEndpointSchema })
  .strict()
  .meta({ id: 'DeletePushSubscription' });

export const pushPublicKeySchema = z
  .object({
    /** The VAPID public key (base64url, 65 bytes): the browser's `applicationServerKey`. */
    publicKey: z.string(),
  })
  .meta({ id: 'PushPublicKey' });

/** What the service worker receives (decrypted) and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this app (same origin): where a click on the notification leads. */
  url: z.string().startsWith('/'),
  /** Notifications of the same tag replace each other (one per game). */
  tag: z.string(),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export type DeletePushSubscription = z.infer<typeof deletePushSubscriptionSchema>;
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
export type PushPayload = z.infer<typeof pushPayloadSchema>;

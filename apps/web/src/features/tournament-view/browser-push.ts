import { isSupportedLocale, type PushSubscriptionInput } from '@touchline/core';

/**
 * The browser's side of Web Push (decision 325), kept apart from the toggle
 * so it can be tested with a stubbed `PushManager`: whether this browser can
 * take notifications, its current subscription, and subscribing.
 */

/** The service worker's registration when this browser has Push and a worker is registered; else null. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return null;
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration) return registration;
  // main.tsx registers the app's worker once the page has loaded, which can be
  // after a page asks (a fast first visit): wait for it. Where no worker is ever
  // registered, `ready` never settles and nothing is shown.
  return (await navigator.serviceWorker.ready) ?? null;
}

/** A base64url text (the VAPID public key) as the bytes `applicationServerKey` takes. */
export function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the server stores of a subscription: endpoint, keys, and the language of its messages. */
export function subscriptionBody(subscription: PushSubscription, locale: string): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    ...(isSupportedLocale(locale) ? { locale } : {}),
  };
}

/** A new subscription, or the one the browser has for the same key. */
export function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  return registration.pushManager.subscribe({
    // Every message shows a notification: browsers refuse silent pushes anyway.
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(publicKey),
  });
}

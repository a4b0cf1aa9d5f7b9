/**
 * The service worker's Web Push handlers (decision 326). `sw.ts`
 * (the worker itself) calls `registerPushHandlers(self)`. The types here are
 * the few members the handlers use, not the WebWorker lib, so this module
 * type-checks beside the DOM code and its tests call the handlers with fake
 * events.
 *
 * - `push`: the server's message (`{ title, body, url, tag }`, decrypted by
 *   the browser) becomes a notification; the tag makes the next goal of the
 *   same game replace the last one.
 * - `notificationclick`: focuses a window of the app already showing the
 *   message's page, else navigates an open window of the app there, else
 *   opens a new one. Only paths of this origin are opened: a message cannot
 *   send the user elsewhere.
 */

export type PushMessage = { title: string; body: string; url: string; tag: string };

type WaitUntil = { waitUntil(promise: Promise<unknown>): void };
export type PushEventLike = WaitUntil & { data: { json(): unknown } | null };
export type NotificationClickLike = WaitUntil & { notification: { data?: unknown; close(): void } };
export type WindowClientLike = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
export type PushScope = {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; data: { url: string }; icon: string; badge: string },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
};

/** The app's own icon (public/), shown beside the text. */
const ICON = '/icon-192.png';

/** A path of this origin (with search and hash), or '/' for anything else. */
export function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The message, or null when the push carries none the app understands. */
export function readMessage(event: PushEventLike, origin: string): PushMessage | null {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return { title, body, url: samePath(url, origin), tag: typeof tag === 'string' ? tag : 'touchline' };
}

export function onPush(scope: PushScope, event: PushEventLike): void {
  const message = readMessage(event, scope.location.origin);
  // userVisibleOnly: every push must show something, or the browser shows its own notice.
  const shown = message ?? { title: 'Touchline', body: '', url: '/', tag: 'touchline' };
  event.waitUntil(
    scope.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: ICON,
      badge: ICON,
    }),
  );
}

export function onNotificationClick(scope: PushScope, event: NotificationClickLike): void {
  event.notification.close();
  const origin = scope.location.origin;
  const data = event.notification.data as { url?: unknown } | undefined;
  const path = samePath(data?.url, origin);
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ours = windows.filter((client) => originOf(client.url) === origin);
      const showing = ours.find((client) => samePath(client.url, origin) === path);
      if (showing) return showing.focus();
      const any = ours[0];
      if (any) {
        await any.navigate(path);
        return any.focus();
      }
      return scope.clients.openWindow(path);
    })(),
  );
}

/** Called once by the service worker with its global scope. */
export function registerPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => onPush(scope, event));
  scope.addEventListener('notificationclick', (event) => onNotificationClick(scope, event));
}

import { describe, expect, it, vi } from 'vitest';
import {
  onNotificationClick,
  onPush,
  registerPushHandlers,
  samePath,
  type NotificationClickLike,
  type PushEventLike,
  type PushScope,
  type WindowClientLike,
} from './push';

const ORIGIN = 'https://touchline.example.org';

/** A service worker scope whose notifications, windows and listeners the test can see. */
function fakeScope(windows: WindowClientLike[] = []) {
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  const listeners = new Map<string, (event: never) => void>();
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
  };
  return { scope, shown, opened, listeners };
}

/** An event whose waitUntil promise the test awaits. */
function waiting() {
  const promises: Promise<unknown>[] = [];
  return { waitUntil: (promise: Promise<unknown>) => void promises.push(promise), done: () => Promise.all(promises) };
}

const pushEvent = (data: unknown): PushEventLike & { done(): Promise<unknown> } => ({
  ...waiting(),
  data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
});

const clickEvent = (url: unknown) => {
  const close = vi.fn();
  const event: NotificationClickLike & { done(): Promise<unknown> } = {
    ...waiting(),
    notification: { data: { url }, close },
  };
  return { event, close };
};

const windowAt = (
  url: string,
): WindowClientLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe('the service worker push handlers (decision 326)', () => {
  it('shows the message as a notification with its tag and page', async () => {
    const { scope, shown } = fakeScope();
    const event = pushEvent({
      title: 'Goal – Spring Cup',
      body: 'FC A 2 – 1 FC B',
      url: '/TournamentView/t1?tab=schedule',
      tag: 'game-g1',
    });
    onPush(scope, event);
    await event.done();
    expect(shown).toEqual([
      {
        title: 'Goal – Spring Cup',
        options: {
          body: 'FC A 2 – 1 FC B',
          tag: 'game-g1',
          data: { url: '/TournamentView/t1?tab=schedule' },
          icon: '/icon-192.png',
          badge: '/icon-192.png',
        },
      },
    ]);
  });

  it('still shows something for a push it cannot read, and never keeps a foreign url', async () => {
    const { scope, shown } = fakeScope();
    const broken = { ...waiting(), data: { json: () => JSON.parse('not json') } };
    onPush(scope, broken);
    const foreign = pushEvent({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' });
    onPush(scope, foreign);
    await Promise.all([broken.done(), foreign.done()]);
    expect(shown.map((s) => s.title)).toEqual(['Touchline', 'x']);
    expect(shown[1]!.options).toMatchObject({ data: { url: '/' } });
  });

  it('keeps only paths of this origin', () => {
    expect(samePath('/TournamentView/t1?tab=schedule', ORIGIN)).toBe('/TournamentView/t1?tab=schedule');
    expect(samePath(`${ORIGIN}/Tournament`, ORIGIN)).toBe('/Tournament');
    expect(samePath('//evil.example/x', ORIGIN)).toBe('/');
    expect(samePath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(samePath('https://evil.example/TournamentView/t1', ORIGIN)).toBe('/');
    expect(samePath(42, ORIGIN)).toBe('/');
  });

  it('on a click focuses the window already showing the page', async () => {
    const there = windowAt(`${ORIGIN}/TournamentView/t1?tab=schedule`);
    const other = windowAt(`${ORIGIN}/`);
    const { scope, opened } = fakeScope([other, there]);
    const { event, close } = clickEvent('/TournamentView/t1?tab=schedule');
    onNotificationClick(scope, event);
    await event.done();
    expect(close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('on a click navigates an open window of the app, and ignores windows of other sites', async () => {
    const foreign = windowAt('https://evil.example/TournamentView/t1');
    const app = windowAt(`${ORIGIN}/Tournament`);
    const { scope, opened } = fakeScope([foreign, app]);
    const { event } = clickEvent('/TournamentView/t1');
    onNotificationClick(scope, event);
    await event.done();
    expect(app.navigate).toHaveBeenCalledWith('/TournamentView/t1');
    expect(app.focus).toHaveBeenCalled();
    expect(foreign.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('on a click opens a new window when none is open, and only on this origin', async () => {
    const { scope, opened } = fakeScope();
    const first = clickEvent('/TournamentView/t1');
    onNotificationClick(scope, first.event);
    const second = clickEvent('https://evil.example/');
    onNotificationClick(scope, second.event);
    await Promise.all([first.event.done(), second.event.done()]);
    expect(opened).toEqual(['/TournamentView/t1', '/']);
  });

  it('registers both handlers on the scope', () => {
    const { scope, listeners } = fakeScope();
    registerPushHandlers(scope);
    expect([...listeners.keys()].sort()).toEqual(['notificationclick', 'push']);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../../test/api';
import { renderApp } from '../../../../test/render';
import PushToggle from './push-toggle';

/**
 * The browser's push service is a third party that cannot run here, so the
 * browser side is stubbed (PushManager, Notification, the service worker
 * registration) and the toggle runs its real API modules against fakeApi.
 * The server's send path is tested end to end against a push service on
 * loopback (apps/server/src/modules/push/push.int.test.ts).
 */
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = {
  p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

type Stubs = {
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
};

/** A browser with Push, a registered service worker and, if `subscribed`, a subscription. */
function stubBrowser({
  subscribed = false,
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
} = {}): Stubs {
  const unsubscribe = vi.fn(async () => true);
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const subscribe = vi.fn(async () => (current = subscription));
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/**
 * Lets the toggle finish what it can: the browser stubs answer through
 * promises, and every promise continuation runs before the next task, so
 * after one task (a zero timer, not a wait on the clock) the toggle has
 * decided, or waits on something only the test can settle (`ready`).
 */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const toggle = () => screen.findByRole('switch', { name: 'Notify me of goals and final scores' });

describe('PushToggle (decision 325)', () => {
  it('shows nothing where the browser has no Push, or no service worker is registered', async () => {
    fakeApi();
    const getRegistration = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
    const first = await renderApp(<PushToggle />);
    await settled();
    expect(screen.queryByRole('switch')).toBeNull();
    // No PushManager: the registration is not even asked for.
    expect(getRegistration).not.toHaveBeenCalled();
    first.unmount();

    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default' });
    await renderApp(<PushToggle />);
    await waitFor(() => expect(getRegistration).toHaveBeenCalled());
    await settled();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows once the worker the app registers after the page has loaded is ready, not only if it was there first', async () => {
    fakeApi();
    stubBrowser();
    let activate: (registration: unknown) => void = () => {};
    const ready = new Promise((resolve) => {
      activate = resolve;
    });
    const registration = { pushManager: { getSubscription: async () => null } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready },
    });
    await renderApp(<PushToggle />);
    await settled();
    expect(screen.queryByRole('switch')).toBeNull();
    activate(registration);
    expect(await toggle()).not.toBeChecked();
  });

  it('turning it on asks for permission, subscribes with the server key and stores the subscription', async () => {
    const browser = stubBrowser();
    const api = fakeApi({
      'GET /api/push/public-key': ok({ publicKey: PUBLIC_KEY }),
      'PUT /api/push/subscription': { status: 204 },
    });
    const { user } = await renderApp(<PushToggle />);
    const control = await toggle();
    expect(control).not.toBeChecked();
    await user.click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key.length).toBe(65);
    expect(
      btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    ).toBe(PUBLIC_KEY);
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
      locale: 'en',
    });
    expect(await screen.findByText(/now notifies you of goals and final scores/)).toBeInTheDocument();
  });

  it('turning it off deletes the subscription on the server and in the browser', async () => {
    const browser = stubBrowser({ subscribed: true, permission: 'granted' });
    const api = fakeApi({ 'DELETE /api/push/subscription': { status: 204 } });
    const { user } = await renderApp(<PushToggle />);
    const control = await toggle();
    await waitFor(() => expect(control).toBeChecked());
    await user.click(control);
    await waitFor(() => expect(control).not.toBeChecked());
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/api/push/subscription', body: { endpoint: ENDPOINT } }]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('says clearly when the permission is denied, and subscribes nothing', async () => {
    const browser = stubBrowser({ answer: 'denied' });
    const api = fakeApi();
    const { user } = await renderApp(<PushToggle />);
    const control = await toggle();
    await user.click(control);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(control).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it('undoes the browser subscription when the server refuses it, and says it failed', async () => {
    const browser = stubBrowser();
    fakeApi({
      'GET /api/push/public-key': ok({ publicKey: PUBLIC_KEY }),
      'PUT /api/push/subscription': apiError(400, 'PUSH_ENDPOINT_REFUSED'),
    });
    const { user } = await renderApp(<PushToggle />);
    const control = await toggle();
    await user.click(control);
    expect(await screen.findByText('Notifications could not be switched.')).toBeInTheDocument();
    expect(control).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("subscribes afresh when the browser's endpoint belongs to another account (409 PUSH_ENDPOINT_TAKEN)", async () => {
    const browser = stubBrowser();
    const fresh = 'https://fcm.googleapis.com/fcm/send/device-1-new';
    browser.subscribe.mockImplementationOnce(async () => ({
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
      unsubscribe: browser.unsubscribe,
    }));
    browser.subscribe.mockImplementationOnce(async () => ({
      endpoint: fresh,
      toJSON: () => ({ endpoint: fresh, keys: KEYS }),
      unsubscribe: browser.unsubscribe,
    }));
    const api = fakeApi({
      'GET /api/push/public-key': ok({ publicKey: PUBLIC_KEY }),
      'PUT /api/push/subscription': [apiError(409, 'PUSH_ENDPOINT_TAKEN'), { status: 204 }],
    });
    const { user } = await renderApp(<PushToggle />);
    const control = await toggle();
    await user.click(control);
    await waitFor(() => expect(control).toBeChecked());
    // The other account's endpoint was given up in this browser, and a new one stored.
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(2);
    expect(
      api.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as { endpoint: string }).endpoint),
    ).toEqual([ENDPOINT, fresh]);
  });
});

import { Alert, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { deletePushSubscription } from '../../api/delete-push-subscription';
import { pushPublicKeyQueryOptions } from '../../api/get-push-public-key';
import { savePushSubscription } from '../../api/save-push-subscription';
import { pushRegistration, subscribeBrowser, subscriptionBody } from '../../browser-push';

type State =
  /** Still asking the browser, or the browser cannot: nothing is shown. */
  { kind: 'hidden' } | { kind: 'ready'; registration: ServiceWorkerRegistration; on: boolean };

/**
 * "Notify me of goals and final scores" (decision 325): one switch
 * per browser, for every tournament the user follows. Shown only where the
 * browser has Push and the app's service worker is registered. On: asks for
 * permission, subscribes the browser with the server's VAPID key and stores
 * the subscription; off: deletes it on the server and unsubscribes. Loaded
 * with `lazy()` from the tournament view, so its code is no part of a route.
 */
export default function PushToggle() {
  const { t, i18n } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'hidden' });
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const registration = await pushRegistration().catch(() => null);
      if (!registration || !live) return;
      const subscription = await registration.pushManager.getSubscription().catch(() => null);
      if (!live) return;
      setDenied(Notification.permission === 'denied');
      setState({ kind: 'ready', registration, on: subscription !== null && Notification.permission === 'granted' });
    })();
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'hidden') return null;
  const { registration } = state;

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setDenied(permission === 'denied');
      return false;
    }
    setDenied(false);
    const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQueryOptions());
    try {
      await subscribeAndSave(publicKey);
    } catch (error) {
      // The browser's subscription is another account's (it signed out here
      // without switching off; decision 363). Unsubscribed above, the browser
      // gives a new endpoint, this account's own.
      if (!(isApiError(error) && error.code === 'PUSH_ENDPOINT_TAKEN')) throw error;
      await subscribeAndSave(publicKey);
    }
    return true;
  }

  async function subscribeAndSave(publicKey: string) {
    const subscription = await subscribeBrowser(registration, publicKey);
    try {
      await savePushSubscription(subscriptionBody(subscription, i18n.language));
    } catch (error) {
      // Not stored on the server: a browser subscription nobody sends to is only clutter.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
  }

  async function turnOff() {
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      try {
        await deletePushSubscription(subscription.endpoint);
      } catch (error) {
        // Already gone on the server (the push service said so, or the limit replaced it): fine.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
      await subscription.unsubscribe();
    }
    return false;
  }

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      const now = on ? await turnOn() : await turnOff();
      setState({ kind: 'ready', registration, on: now });
      if (now !== (state.kind === 'ready' && state.on)) {
        notifications.show({ color: 'pitch', message: t(now ? 'push.on' : 'push.off') });
      }
    } catch {
      notifications.show({ color: 'red', message: t('push.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Switch
        label={t('push.toggle')}
        checked={state.on}
        disabled={busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {denied && (
        <Alert color="orange" role="status" p="xs">
          {t('push.denied')}
        </Alert>
      )}
    </>
  );
}

import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt';

/** A phone left open at the pitch all day still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/service-worker/sw.ts, decision 310).
 * A new version waits until the user accepts the update prompt: the page is
 * never reloaded by itself, so nothing being entered is lost (decision 311).
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => showUpdatePrompt(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

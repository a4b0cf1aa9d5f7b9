// Setup for the `component` vitest project (jsdom + Testing Library,
// decision 261): jest-dom matchers, the browser APIs Mantine expects that
// jsdom lacks, and the app's real i18next with every English namespace.
import '@testing-library/jest-dom/vitest';
// IndexedDB for the recorder's outbox (src/lib/outbox), which jsdom lacks.
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../lib/i18n';
import type { Namespace } from '../lib/i18n-resources';

// findBy* and waitFor poll until the DOM matches, up to this bound. Testing
// Library's default of 1 s is a wall-clock deadline a loaded 2-core machine
// misses (a 409 form's merge rendered after 1 s in CI and failed); the bound
// only decides how long a real defect takes to show, never whether a passing
// test passes. It stays under the project's 15 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads computed styles with a pseudo-element argument jsdom rejects.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

// Mantine's color scheme and use-media-query hooks subscribe to matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// ScrollArea, Combobox and friends observe their size.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoopResizeObserver;

// Textarea's autosize listens for web fonts loading (document.fonts), which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Every English bundle, so tests assert on the texts users read.
const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map(
  (file) => file.replace(/^.*\/(.+)\.json$/, '$1') as Namespace,
);

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadNamespaces(...namespaces);
});

afterEach(() => {
  cleanup();
  // Mantine's notifications live in one module-wide store: a toast one test
  // raised would otherwise still be on screen in the next test's render.
  notifications.clean();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

import 'i18next';
import type { Resources, defaultNS } from './lib/i18n-resources';

// Type-checked keys: every t('…') call is checked against the English bundles.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
  }
}

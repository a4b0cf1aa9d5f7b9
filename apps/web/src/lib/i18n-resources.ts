// English is the fallback language and the source of the key types
// (src/i18next.d.ts), so it is bundled; other languages load on demand (lib/i18n.ts).
import account from '../locales/en/account.json';
import auth from '../locales/en/auth.json';
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import home from '../locales/en/home.json';
import nav from '../locales/en/nav.json';

export const defaultNS = 'common';

export const enResources = { common, nav, auth, home, account, errors };

export type Namespace = keyof typeof enResources;

export const NAMESPACES = Object.keys(enResources) as Namespace[];

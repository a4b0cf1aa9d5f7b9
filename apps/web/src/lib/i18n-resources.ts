// English is the fallback language and the source of the key types
// (src/i18next.d.ts). Only the namespaces every page needs are bundled; the
// rest load per route (see loadNamespaces in lib/i18n.ts and decision 201).
import type account from '../locales/en/account.json';
import type auth from '../locales/en/auth.json';
import type card from '../locales/en/card.json';
import type clubs from '../locales/en/clubs.json';
import common from '../locales/en/common.json';
import type duplicates from '../locales/en/duplicates.json';
import type errors from '../locales/en/errors.json';
import type events from '../locales/en/events.json';
import type formations from '../locales/en/formations.json';
import type officials from '../locales/en/officials.json';
import home from '../locales/en/home.json';
import type legal from '../locales/en/legal.json';
import nav from '../locales/en/nav.json';
import type players from '../locales/en/players.json';
import type ratings from '../locales/en/ratings.json';
import type results from '../locales/en/results.json';
import type skills from '../locales/en/skills.json';
import type tournaments from '../locales/en/tournaments.json';
import type users from '../locales/en/users.json';

export const defaultNS = 'common';

/** Bundled with the app (needed by the shell and the home page). */
export const bundledEnResources = { common, nav, home };

/** The shape of every namespace, for type-checked keys. */
export type Resources = typeof bundledEnResources & {
  auth: typeof auth;
  account: typeof account;
  errors: typeof errors;
  legal: typeof legal;
  players: typeof players;
  users: typeof users;
  card: typeof card;
  ratings: typeof ratings;
  skills: typeof skills;
  clubs: typeof clubs;
  duplicates: typeof duplicates;
  tournaments: typeof tournaments;
  formations: typeof formations;
  events: typeof events;
  results: typeof results;
  officials: typeof officials;
};

export type Namespace = keyof Resources;

export const INITIAL_NAMESPACES = Object.keys(bundledEnResources) as Namespace[];

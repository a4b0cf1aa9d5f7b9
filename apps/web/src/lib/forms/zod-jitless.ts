/**
 * zod 4 compiles its object parsers with `new Function` where eval is allowed,
 * and finds out once by trying it. Our Content-Security-Policy forbids eval
 * (script-src 'self'), so that probe was reported as a CSP violation on every
 * page that parses with zod: Chromium's issues panel, and Lighthouse's best
 * practices (93 on the tournament view and the player card). Under `jitless`
 * zod skips the probe; it could not use the compiler here anyway.
 *
 * zod takes its global config from `globalThis.__zod_globalConfig` when its
 * first module loads. zod is never on the initial route (the bundle check
 * fails if it is), so main.tsx importing this first sets it before any schema.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A module, so that its one effect runs once however often it is imported.
export {};

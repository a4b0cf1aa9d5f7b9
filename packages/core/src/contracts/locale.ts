// Plain constants only: the web app's shell imports these, and a zod schema
// here would bring zod into the initial route as soon as any lazy page uses
// the schema (tree-shaking keeps a used schema in the module's chunk). The
// schema is in locale-schema.ts.
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

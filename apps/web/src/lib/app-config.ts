/** The operator's imprint details (settings ORG_ADDRESS, ORG_EMAIL); null when not configured. */
export interface ImprintConfig {
  /** Postal address; may contain line breaks. */
  address: string | null;
  email: string | null;
}

/**
 * Installation names (APP_NAME, ORG_NAME) and imprint details. The server rewrites the
 * `touchline-config` meta tag in index.html at serve time; we read it once.
 */
export interface AppConfig {
  appName: string;
  orgName: string;
  /** Button label of the external OpenID Connect sign-in, or null when none is configured. */
  oidcLabel: string | null;
  imprint: ImprintConfig;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  appName: 'Touchline',
  orgName: 'Spocs',
  oidcLabel: null,
  imprint: { address: null, email: null },
};

/** Parses the meta tag's content; anything missing or malformed falls back to the defaults. */
export function parseAppConfig(content: string | null | undefined): AppConfig {
  if (!content) return DEFAULT_APP_CONFIG;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return DEFAULT_APP_CONFIG;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_APP_CONFIG;
  const record = value as Record<string, unknown>;
  return {
    appName: nonEmptyString(record.appName) ?? DEFAULT_APP_CONFIG.appName,
    orgName: nonEmptyString(record.orgName) ?? DEFAULT_APP_CONFIG.orgName,
    oidcLabel: nonEmptyString(record.oidcLabel) ?? null,
    imprint: parseImprint(record.imprint),
  };
}

function parseImprint(value: unknown): ImprintConfig {
  if (typeof value !== 'object' || value === null) return DEFAULT_APP_CONFIG.imprint;
  const record = value as Record<string, unknown>;
  return {
    address: nonEmptyString(record.address)?.trim() ?? null,
    email: nonEmptyString(record.email)?.trim() ?? null,
  };
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readAppConfig(): AppConfig {
  if (typeof document === 'undefined') return DEFAULT_APP_CONFIG;
  return parseAppConfig(document.querySelector('meta[name="touchline-config"]')?.getAttribute('content'));
}

export const appConfig: AppConfig = readAppConfig();

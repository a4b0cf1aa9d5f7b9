import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads both names', () => {
    expect(parseAppConfig('{"appName":"Scoutbase","orgName":"FC & Co","oidcLabel":"Club SSO"}')).toEqual({
      appName: 'Scoutbase',
      orgName: 'FC & Co',
      oidcLabel: 'Club SSO',
    });
  });

  it('falls back per field', () => {
    expect(parseAppConfig('{"appName":"Scoutbase","oidcLabel":null}')).toEqual({
      appName: 'Scoutbase',
      orgName: 'Spocs',
      oidcLabel: null,
    });
    expect(parseAppConfig('{"appName":"","orgName":42}')).toEqual(DEFAULT_APP_CONFIG);
  });

  it('falls back on missing or malformed content', () => {
    expect(parseAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('not json')).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('null')).toEqual(DEFAULT_APP_CONFIG);
  });
});

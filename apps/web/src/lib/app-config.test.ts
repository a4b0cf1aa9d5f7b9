import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads the names, the provider label and the imprint', () => {
    expect(
      parseAppConfig(
        '{"appName":"Scoutbase","orgName":"FC & Co","oidcLabel":"Club SSO","imprint":{"address":"Hauptstr. 1\\n12345 Berlin","email":"info@example.org"}}',
      ),
    ).toEqual({
      appName: 'Scoutbase',
      orgName: 'FC & Co',
      oidcLabel: 'Club SSO',
      imprint: { address: 'Hauptstr. 1\n12345 Berlin', email: 'info@example.org' },
    });
  });

  it('falls back per field', () => {
    expect(parseAppConfig('{"appName":"Scoutbase","oidcLabel":null}')).toEqual({
      appName: 'Scoutbase',
      orgName: 'Spocs',
      oidcLabel: null,
      imprint: { address: null, email: null },
    });
    expect(parseAppConfig('{"appName":"","orgName":42}')).toEqual(DEFAULT_APP_CONFIG);
  });

  it('treats missing, blank or malformed imprint parts as not configured', () => {
    expect(parseAppConfig('{"imprint":{"address":null,"email":null}}').imprint).toEqual({ address: null, email: null });
    expect(parseAppConfig('{"imprint":{"address":"  ","email":7}}').imprint).toEqual({ address: null, email: null });
    expect(parseAppConfig('{"imprint":"Hauptstr. 1"}').imprint).toEqual({ address: null, email: null });
    expect(parseAppConfig('{"imprint":{"email":" info@example.org "}}').imprint).toEqual({
      address: null,
      email: 'info@example.org',
    });
  });

  it('falls back on missing or malformed content', () => {
    expect(parseAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('not json')).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('null')).toEqual(DEFAULT_APP_CONFIG);
  });
});

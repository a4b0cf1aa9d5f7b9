import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no settings at all: SQLite under ./data on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appName: 'Touchline',
      orgName: 'Spocs',
      baseUrl: 'http://127.0.0.1:3000',
      logLevel: 'info',
    });
    expect(config.trustedOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('reads every setting and trusts only BASE_URL when it is set', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/touchline',
      DATABASE_URL: 'postgres://app@db:5432/touchline',
      APP_NAME: 'Scoutbase',
      ORG_NAME: 'FC Example',
      BASE_URL: 'https://scout.example.org/',
      ORG_ADDRESS: 'Spocs e.V.\\nHauptstr. 1\\n10115 Berlin',
      ORG_EMAIL: 'info@spocs.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/touchline',
      databaseUrl: 'postgres://app@db:5432/touchline',
      appName: 'Scoutbase',
      orgName: 'FC Example',
      baseUrl: 'https://scout.example.org',
      trustedOrigins: ['https://scout.example.org'],
      imprint: { address: 'Spocs e.V.\nHauptstr. 1\n10115 Berlin', email: 'info@spocs.example' },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ BASE_URL: 'ftp://example.org' }, 'BASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid settings:\\n  - ${name}: `));
  });
});

describe('loadConfig: external sign-in', () => {
  it('is off without OIDC settings', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('reads issuer, client and label', () => {
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://login.example.org/realms/clubs/',
        OIDC_CLIENT_ID: 'touchline',
        OIDC_CLIENT_SECRET: 's3cret',
        OIDC_LABEL: 'Club login',
      }).oidc,
    ).toEqual({
      issuer: 'https://login.example.org/realms/clubs',
      clientId: 'touchline',
      clientSecret: 's3cret',
      label: 'Club login',
    });
  });

  it('needs both the issuer and the client id', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org' })).toThrow(/OIDC_CLIENT_ID: required/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'touchline' })).toThrow(/OIDC_ISSUER: required/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER/);
  });

  it('refuses loopback push endpoints unless PUSH_ALLOW_LOOPBACK is 1, and names a VAPID contact (decision 051)', () => {
    expect(loadConfig({}).push).toEqual({ allowLoopback: false, subject: 'mailto:push@touchline.invalid' });
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: '1' }).push.allowLoopback).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
    expect(loadConfig({ ORG_EMAIL: 'ops@example.org' }).push.subject).toBe('mailto:ops@example.org');
    expect(loadConfig({ BASE_URL: 'https://touchline.example.org/' }).push.subject).toBe(
      'https://touchline.example.org',
    );
  });

  it('keeps media on the disk unless STORAGE is s3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('reads the S3 settings, path-style by default for a custom endpoint', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'touchline-media',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'touchline-media',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // AWS itself: virtual-hosted style, credentials from the SDK's chain.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' }).storage).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
      region: 'us-east-1',
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('stops the start naming the S3 variable that is wrong or missing', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'EU Central' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: required/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('never puts the S3 secret into an error message', () => {
    let message = '';
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/S3_BUCKET/);
    expect(message).not.toContain('very-secret-value');
  });
});

describe('loadConfig: TRUST_PROXY (decision 049)', () => {
  it('believes no X-Forwarded-For unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads a comma-separated list of proxy addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '1', '2', '10.0.0.0/33', '::1/129', 'proxy.example.org', '127.0.0.1,', '10.0.0.1/8/8'])(
    'refuses %s: it would believe any client, or is not an address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid settings:\n {2}- TRUST_PROXY: /);
    },
  );
});

describe('connection cap', () => {
  it('caps connections below the descriptor limit by default, and takes MAX_CONNECTIONS as set', () => {
    const capFor = (limit: number | null, env: Record<string, string> = {}) => loadConfig(env, () => limit).connections;
    expect(capFor(1024)).toEqual({ max: 768, descriptorLimit: 1024 });
    expect(capFor(256)).toEqual({ max: 160, descriptorLimit: 256 });
    expect(capFor(65_536).max).toBe(20_000);
    // Unknown limit: Linux's usual 1,024 is assumed.
    expect(capFor(null)).toEqual({ max: 768, descriptorLimit: null });
    expect(capFor(1024, { MAX_CONNECTIONS: '300' })).toEqual({ max: 300, descriptorLimit: 1024 });
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => capFor(1024, { MAX_CONNECTIONS: bad }), bad).toThrow(/MAX_CONNECTIONS/);
    }
  });
});

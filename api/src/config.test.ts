import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

// Secrets as the documented commands make them (fixed here so the tests are deterministic).
const STRONG = {
  DATA_KEY: '5c0d3e9f1a7b2c4d6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c0d',
  JWT_SECRET: 'Zk3q9-Vb0xLr7_TmW2pYc8NdHs4JgEa6uKf1',
};

const OIDC = {
  OIDC_ISSUER_URL: 'https://id.example/realms/acme',
  OIDC_CLIENT_ID: 'attendance',
  OIDC_CLIENT_SECRET: 's3cret',
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has defaults and generates the secrets once into DATA_DIR', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      appUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 604800,
      logLevel: 'info',
      seedDemo: false,
    });
    expect(config.dataKey).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'data', 'data.key')).mode & 0o777).toBe(0o600);
    const again = loadConfig({}, dir);
    expect(again.dataKey.equals(config.dataKey)).toBe(true);
    expect(again.jwtSecret).toBe(config.jwtSecret);
    expect(config.webRoot).toBe(path.resolve(__dirname, '../..'));
    expect(config.remotesFile).toBe(path.resolve(__dirname, '../../config/remotes.json'));
  });

  it('reads the environment', () => {
    const key = STRONG.DATA_KEY;
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_KEY: key,
        JWT_SECRET: STRONG.JWT_SECRET,
        DATABASE_URL: 'postgres://u@h:5432/db',
        REMOTES_FILE: 'deploy/remotes.json',
      },
      dir,
    );
    expect(config.appUrl).toBe('http://localhost:9000');
    expect(config.dataKey.toString('hex')).toBe(key);
    expect(config.remotesFile).toBe(path.join(dir, 'deploy/remotes.json'));
    expect(fs.existsSync(path.join(dir, 'data', 'data.key'))).toBe(false);
  });

  it('reads the VAPID pair and subject, or leaves the pair to the database', () => {
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    const config = loadConfig({ ...STRONG, ...pair, VAPID_SUBJECT: 'https://acme.example/contact' }, dir);
    expect(config.vapid).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY });
    expect(config.vapidSubject).toBe('https://acme.example/contact');
    expect(loadConfig(STRONG, dir)).toMatchObject({ vapid: undefined, vapidSubject: 'mailto:no-reply@acme.example' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ DATA_KEY: 'short' }, /DATA_KEY must be 32 bytes/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 bytes/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use one of postgres:/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '4' }, /ACCESS_TOKEN_TTL_SECONDS must be an integer between 5/],
    [
      { OIDC_ISSUER_URL: 'https://id.example' },
      /must be given together \(missing: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET\)/,
    ],
    [{ ...OIDC, OIDC_ISSUER_URL: 'ftp://id.example' }, /OIDC_ISSUER_URL must use one of https:, http:/],
    [{ ...OIDC, OIDC_ISSUER_URL: 'http://id.example' }, /OIDC_ISSUER_URL must use https:/],
    [{ ...OIDC, OIDC_AUTO_CREATE: 'yes' }, /OIDC_AUTO_CREATE must be one of true, false/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(86), VAPID_PRIVATE_KEY: 'a'.repeat(43) }, /VAPID_PUBLIC_KEY must be a base64url/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a+b' }, /VAPID_PRIVATE_KEY must be a base64url/],
    [{ VAPID_SUBJECT: 'ops@acme.example' }, /VAPID_SUBJECT must be a mailto: address or an https: URL/],
  ])('fails fast on %j', (env, message) => {
    expect(() => loadConfig(env, dir)).toThrow(ConfigError);
    expect(() => loadConfig(env, dir)).toThrow(message);
  });

  it('reads the single sign-on settings: off unless the provider and the client are given', () => {
    expect(loadConfig({}, dir).oidc).toBeUndefined();
    expect(loadConfig(OIDC, dir).oidc).toEqual({
      issuerUrl: 'https://id.example/realms/acme',
      clientId: 'attendance',
      clientSecret: 's3cret',
      roleClaim: undefined,
      autoCreate: false,
      providerName: 'SSO',
    });
    const given = {
      ...OIDC,
      OIDC_ISSUER_URL: 'http://127.0.0.1:4000/',
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_AUTO_CREATE: 'true',
      OIDC_PROVIDER_NAME: 'Acme ID',
    };
    expect(loadConfig(given, dir).oidc).toMatchObject({
      issuerUrl: 'http://127.0.0.1:4000/',
      roleClaim: 'realm_access.roles',
      autoCreate: true,
      providerName: 'Acme ID',
    });
  });

  const secretsGiven = STRONG;
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a DATABASE_URL', { DATABASE_URL: 'postgres://u@h:5432/db' }],
  ])('in production (%s) refuses to start without each secret, naming it and how to make one', (_, env) => {
    for (const missing of ['DATA_KEY', 'JWT_SECRET'] as const) {
      const given: Record<string, string> = { ...env, ...secretsGiven };
      delete given[missing];
      expect(() => loadConfig(given, dir)).toThrow(
        new RegExp(`^${missing} is required in production.*generate one with: node -e`),
      );
    }
    expect(loadConfig({ ...env, ...secretsGiven }, dir).production).toBe(true);
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,fd00::/8', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY %j into the type Fastify acts on: %j', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }, dir).trustProxy).toEqual(expected);
  });

  it('reads a TRUST_PROXY hop count into the trust function Fastify applies (it trusts nothing for a bare number)', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }, dir).trustProxy as (address: string, hop: number) => boolean;
    expect(typeof trust).toBe('function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it.each(['0', '99', 'yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.internal'])('refuses TRUST_PROXY %j', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw }, dir)).toThrow(/TRUST_PROXY must be/);
  });

  it.each([
    ['a JWT_SECRET of one repeated character', { JWT_SECRET: 'a'.repeat(32) }, /^JWT_SECRET is too easy to guess/],
    ['a JWT_SECRET of dictionary words', { JWT_SECRET: 'passwordpasswordpasswordpassword' }, /^JWT_SECRET is too/],
    ['a JWT_SECRET that is a sequence', { JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789' }, /^JWT_SECRET is too/],
    ['a DATA_KEY of zeros', { DATA_KEY: '0'.repeat(64) }, /^DATA_KEY is not a random key/],
    ['a DATA_KEY of a repeated pattern', { DATA_KEY: '0123456789abcdef'.repeat(4) }, /^DATA_KEY is not a random key/],
    [
      'a DATA_KEY that is a passphrase in base64',
      { DATA_KEY: Buffer.from('correct horse battery staple 123').toString('base64') },
      /^DATA_KEY is not a random key/,
    ],
  ])('in production refuses %s, with the command that makes a good one', (_, weak, message) => {
    const env = { NODE_ENV: 'production', ...STRONG, ...weak };
    expect(() => loadConfig(env, dir)).toThrow(message);
    expect(() => loadConfig(env, dir)).toThrow(/generate one with: node -e "console.log\(require\('crypto'\)/);
    expect(() => loadConfig({ ...STRONG, ...weak }, dir)).not.toThrow();
  });

  it('reads the operations settings', () => {
    const config = loadConfig(
      {
        SHUTDOWN_TIMEOUT_MS: '2500',
        SHUTDOWN_DELAY_MS: '3000',
        REDIS_COMMAND_TIMEOUT_MS: '100',
        REDIS_PING_INTERVAL_MS: '500',
        DATABASE_QUERY_TIMEOUT_MS: '20000',
        METRICS_TOKEN: 'm'.repeat(20),
        SOURCE_MAPS: 'public',
        DATA_KEY_PREVIOUS: 'ef'.repeat(32),
      },
      dir,
    );
    expect(config).toMatchObject({
      shutdownTimeoutMs: 2500,
      shutdownDelayMs: 3000,
      redisDeadlines: { connectTimeoutMs: 1000, commandTimeoutMs: 100 },
      redisPingIntervalMs: 500,
      databaseDeadlines: { connectTimeoutMs: 5000, queryTimeoutMs: 20_000 },
      metricsToken: 'm'.repeat(20),
      publicSourceMaps: true,
      production: false,
    });
    expect(config.previousDataKey?.toString('hex')).toBe('ef'.repeat(32));
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG }, dir).shutdownDelayMs).toBe(5000);
    expect(loadConfig({}, dir)).toMatchObject({
      shutdownTimeoutMs: 10_000,
      shutdownDelayMs: 0,
      redisDeadlines: { connectTimeoutMs: 1000, commandTimeoutMs: 250 },
      databaseDeadlines: { connectTimeoutMs: 5000, queryTimeoutMs: 10_000 },
      metricsToken: undefined,
      publicSourceMaps: false,
    });
  });
});

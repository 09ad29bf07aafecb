import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

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
    const key = 'ab'.repeat(32);
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_KEY: key,
        JWT_SECRET: 'x'.repeat(40),
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

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ DATA_KEY: 'short' }, /DATA_KEY must be 32 bytes/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 bytes/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use one of postgres:/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '4' }, /ACCESS_TOKEN_TTL_SECONDS must be an integer between 5/],
  ])('fails fast on %j', (env, message) => {
    expect(() => loadConfig(env, dir)).toThrow(ConfigError);
    expect(() => loadConfig(env, dir)).toThrow(message);
  });

  const secretsGiven = { DATA_KEY: 'cd'.repeat(32), JWT_SECRET: 'y'.repeat(40) };
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

  it('reads the operations settings', () => {
    const config = loadConfig(
      {
        SHUTDOWN_TIMEOUT_MS: '2500',
        METRICS_TOKEN: 'm'.repeat(20),
        SOURCE_MAPS: 'public',
        DATA_KEY_PREVIOUS: 'ef'.repeat(32),
      },
      dir,
    );
    expect(config).toMatchObject({
      shutdownTimeoutMs: 2500,
      metricsToken: 'm'.repeat(20),
      publicSourceMaps: true,
      production: false,
    });
    expect(config.previousDataKey?.toString('hex')).toBe('ef'.repeat(32));
    expect(loadConfig({}, dir)).toMatchObject({
      shutdownTimeoutMs: 10_000,
      metricsToken: undefined,
      publicSourceMaps: false,
    });
  });
});

import crypto from 'node:crypto';
import path from 'node:path';
import { ConfigError, Env, int, oneOf, optionalStr, parseKey, str, url } from './lib/env-parsers';
import { readOrCreateSecret } from './lib/secret-file';

export const REMOTE_PACKAGES = ['mf-attendance', 'mf-leave', 'mf-people', 'mf-reports', 'mf-settings'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  geocoderUrl?: string;
  /** Sent to the geocoder: Nominatim's usage policy asks every application to identify itself. */
  geocoderUserAgent: string;
  redisUrl?: string;
  dataKey: Buffer;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginWindowSeconds: number;
  loginMaxAttemptsPerIp: number;
  loginMaxAttemptsPerEmail: number;
  loginSlowdownAfter: number;
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  webRoot: string;
  /** Remote name (mf_settings) -> URL of its remoteEntry.js, env overrides applied. */
  remotes: Record<string, string>;
  seedDemo: boolean;
  /** Fastify trustProxy: false, true, or the comma-separated addresses/CIDRs of trusted proxies. */
  trustProxy: boolean | string;
  logLevel: (typeof LOG_LEVELS)[number];
}

function remotes(env: Env): Record<string, string> {
  const entries = REMOTE_PACKAGES.map((pkg) => {
    const name = pkg.replace('-', '_');
    const override = optionalStr(env, `REMOTE_${name.toUpperCase()}_URL`);
    return [name, override ?? `/mf/${pkg}/remoteEntry.js`] as const;
  });
  return Object.fromEntries(entries);
}

function trustProxy(env: Env): boolean | string {
  const raw = str(env, 'TRUST_PROXY', 'false');
  return raw === 'true' || raw === 'false' ? raw === 'true' : raw;
}

function secrets(env: Env, dataDir: string): Pick<Config, 'dataKey' | 'jwtSecret'> {
  const rawKey =
    optionalStr(env, 'DATA_KEY') ??
    readOrCreateSecret(path.join(dataDir, 'data.key'), () => crypto.randomBytes(32).toString('hex'));
  const jwtSecret =
    optionalStr(env, 'JWT_SECRET') ??
    readOrCreateSecret(path.join(dataDir, 'jwt.secret'), () => crypto.randomBytes(48).toString('base64url'));
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  return { dataKey: parseKey('DATA_KEY', rawKey), jwtSecret };
}

/** Reads and validates the environment once; throws ConfigError with a clear message on a bad value. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR', './data'));
  return {
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'Acme Attendance <no-reply@acme.example>'),
    appUrl: url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
    geocoderUserAgent: str(env, 'GEOCODER_USER_AGENT', 'acme-attendance/0.1 (attendance and leave platform)'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    ...secrets(env, dataDir),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 5, 86_400),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 86_400, 60, 90 * 86_400),
    loginWindowSeconds: 15 * 60,
    loginMaxAttemptsPerIp: int(env, 'LOGIN_MAX_ATTEMPTS_PER_IP', 50, 1, 100_000),
    loginMaxAttemptsPerEmail: int(env, 'LOGIN_MAX_ATTEMPTS_PER_EMAIL', 10, 1, 100_000),
    loginSlowdownAfter: int(env, 'LOGIN_SLOWDOWN_AFTER', 5, 1, 100_000),
    loginSlowdownBaseMs: int(env, 'LOGIN_SLOWDOWN_BASE_MS', 500, 0, 60_000),
    loginSlowdownMaxMs: int(env, 'LOGIN_SLOWDOWN_MAX_MS', 8000, 0, 60_000),
    webRoot: path.resolve(cwd, str(env, 'WEB_ROOT', path.resolve(__dirname, '../..'))),
    remotes: remotes(env),
    seedDemo: str(env, 'SEED_DEMO', 'false') === 'true',
    trustProxy: trustProxy(env),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
  };
}

export { ConfigError };

import crypto from 'node:crypto';
import path from 'node:path';
import { defaultFaceWorkers, FACE_QUEUE_PER_WORKER } from './face/face-pool-size';
import { ConfigError, Env, int, oneOf, optionalStr, parseKey, str, url } from './lib/env-parsers';
import type { RedisDeadlines } from './lib/redis-client';
import { readOrCreateSecret } from './lib/secret-file';
import { isGuessableKey, isGuessableText } from './lib/secret-strength';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Past these a statement fails instead of waiting on a server that stopped answering; 0 is no deadline. */
export interface DatabaseDeadlines {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** The server cancels a statement running this long; the client gives up on it a second later. */
  queryTimeoutMs: number;
}

/** OpenID Connect sign-in (OIDC_*): the company's identity provider, a confidential client of it. */
export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ROLE_CLAIM: the claim (a dotted path for nested ones) whose employee/manager/admin a new person gets. */
  roleClaim?: string;
  /** OIDC_AUTO_CREATE: a verified email no employee has becomes a new employee instead of being refused. */
  autoCreate: boolean;
  /** OIDC_PROVIDER_NAME: the sign-in button says 'Sign in with <name>'. */
  providerName: string;
}

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
  /** REDIS_KEY_PREFIX: the counters' keys begin with it, so environments can share one Redis. */
  redisKeyPrefix: string;
  /** REDIS_CONNECT_TIMEOUT_MS, REDIS_COMMAND_TIMEOUT_MS: past them Redis counts as down and memory answers. */
  redisDeadlines: RedisDeadlines;
  /** How often /api/ready's Redis check PINGs (REDIS_PING_INTERVAL_MS). */
  redisPingIntervalMs: number;
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS (PostgreSQL): past them a request answers 503. */
  databaseDeadlines: DatabaseDeadlines;
  /** NODE_ENV=production, or a DATABASE_URL: secrets must be given, never generated. */
  production: boolean;
  dataKey: Buffer;
  /** The key before a rotation: records sealed with it are still read (DATA_KEY_PREVIOUS). */
  previousDataKey?: Buffer;
  jwtSecret: string;
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DELAY_MS: how long a stopping instance keeps serving, not ready, before it stops listening. */
  shutdownDelayMs: number;
  /** Bearer token for GET /metrics; without it only loopback clients may read it. */
  metricsToken?: string;
  /** Serve the *.map files of the front end (SOURCE_MAPS=public); hidden by default. */
  publicSourceMaps: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginWindowSeconds: number;
  loginMaxAttemptsPerIp: number;
  loginMaxAttemptsPerEmail: number;
  loginSlowdownAfter: number;
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  webRoot: string;
  /** The remote registry (REMOTES_FILE): which remotes the shell loads, from where, on which routes. */
  remotesFile: string;
  seedDemo: boolean;
  /** Fastify trustProxy (TRUST_PROXY): false, true, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Face inference worker threads (FACE_WORKERS): default cores - 1, but 2 on 2 cores (face-pool-size.ts). */
  faceWorkers: number;
  /** Photos allowed to wait for a face worker before verify_face answers 503 with Retry-After (FACE_QUEUE_LIMIT). */
  faceQueueLimit: number;
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may target loopback and private networks, over http too (tests, intranets). */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: a receiver slower than this counts as a failed attempt. */
  webhookTimeoutMs: number;
  /** WEBHOOK_POLL_INTERVAL_MS: how often each instance looks for deliveries that are due. */
  webhookPollIntervalMs: number;
  /** Unset: no single sign-on, password sign-in only. */
  oidc?: OidcConfig;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: a pair generated once and kept in the database (modules/push). */
  vapid?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:). */
  vapidSubject: string;
}

const HOW_TO_GENERATE = {
  DATA_KEY: "generate one with: node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\"",
  JWT_SECRET: "generate one with: node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"",
} as const;

/**
 * Only the embedded default generates its secrets (into DATA_DIR). In production each instance would make
 * its own, so instances behind one load balancer would refuse each other's tokens and could not read each
 * other's audit entries: there a missing secret stops the start.
 */
function secret(env: Env, name: keyof typeof HOW_TO_GENERATE, production: boolean, generated: () => string): string {
  const given = optionalStr(env, name);
  if (given) return given;
  if (production) {
    throw new ConfigError(
      `${name} is required in production (NODE_ENV=production or DATABASE_URL set); ${HOW_TO_GENERATE[name]}`,
    );
  }
  return generated();
}

/** A long secret can still be guessed: a repeated character, zeros, a word. Production refuses to start on one. */
function refuseGuessable(jwtSecret: string, dataKey: Buffer): void {
  if (isGuessableText(jwtSecret)) {
    throw new ConfigError(
      `JWT_SECRET is too easy to guess (repeated characters, words or a pattern); ${HOW_TO_GENERATE.JWT_SECRET}`,
    );
  }
  if (isGuessableKey(dataKey)) {
    throw new ConfigError(
      `DATA_KEY is not a random key (zeros, a repeated pattern or text); ${HOW_TO_GENERATE.DATA_KEY}`,
    );
  }
}

function secrets(
  env: Env,
  dataDir: string,
  production: boolean,
): Pick<Config, 'dataKey' | 'previousDataKey' | 'jwtSecret'> {
  const rawKey = secret(env, 'DATA_KEY', production, () =>
    readOrCreateSecret(path.join(dataDir, 'data.key'), () => crypto.randomBytes(32).toString('hex')),
  );
  const jwtSecret = secret(env, 'JWT_SECRET', production, () =>
    readOrCreateSecret(path.join(dataDir, 'jwt.secret'), () => crypto.randomBytes(48).toString('base64url')),
  );
  if (Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError(`JWT_SECRET must be at least 32 bytes long; ${HOW_TO_GENERATE.JWT_SECRET}`);
  }
  const dataKey = parseKey('DATA_KEY', rawKey);
  if (production) refuseGuessable(jwtSecret, dataKey);
  const previous = optionalStr(env, 'DATA_KEY_PREVIOUS');
  return {
    dataKey,
    previousDataKey: previous ? parseKey('DATA_KEY_PREVIOUS', previous) : undefined,
    jwtSecret,
  };
}

/** DATA_KEY, then DATA_KEY_PREVIOUS when a rotation is under way. */
export function dataKeyRing(config: Pick<Config, 'dataKey' | 'previousDataKey'>): Buffer[] {
  return config.previousDataKey ? [config.dataKey, config.previousDataKey] : [config.dataKey];
}

function deadlines(env: Env): Pick<Config, 'redisDeadlines' | 'redisPingIntervalMs' | 'databaseDeadlines'> {
  return {
    redisDeadlines: {
      connectTimeoutMs: int(env, 'REDIS_CONNECT_TIMEOUT_MS', 1000, 10, 60_000),
      commandTimeoutMs: int(env, 'REDIS_COMMAND_TIMEOUT_MS', 250, 10, 60_000),
    },
    redisPingIntervalMs: int(env, 'REDIS_PING_INTERVAL_MS', 1000, 50, 60_000),
    databaseDeadlines: {
      connectTimeoutMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 10, 600_000),
      queryTimeoutMs: int(env, 'DATABASE_QUERY_TIMEOUT_MS', 10_000, 10, 3_600_000),
    },
  };
}

function faceQueue(env: Env): Pick<Config, 'faceWorkers' | 'faceQueueLimit'> {
  const faceWorkers = int(env, 'FACE_WORKERS', defaultFaceWorkers(), 1, 64);
  return { faceWorkers, faceQueueLimit: int(env, 'FACE_QUEUE_LIMIT', FACE_QUEUE_PER_WORKER * faceWorkers, 0, 10_000) };
}

/** The VAPID pair, both or neither (base64url as web-push generates them), and the subject push services see. */
function vapid(env: Env): Pick<Config, 'vapid' | 'vapidSubject'> {
  const publicKey = optionalStr(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optionalStr(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together.');
  }
  if (publicKey !== undefined && !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters).');
  }
  if (privateKey !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters).');
  }
  const vapidSubject = str(env, 'VAPID_SUBJECT', 'mailto:no-reply@acme.example');
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: address or an https: URL.');
  }
  return { vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined, vapidSubject };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The three OIDC_* values a client needs, all or none; an issuer over plain http only on this machine (tests). */
function oidc(env: Env): OidcConfig | undefined {
  const required = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const missing = required.filter((name) => optionalStr(env, name) === undefined);
  if (missing.length === required.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`${required.join(', ')} must be given together (missing: ${missing.join(', ')}).`);
  }
  url(env, 'OIDC_ISSUER_URL', ['https:', 'http:']);
  // Kept as given: the issuer the provider's discovery document names must match it exactly.
  const issuerUrl = optionalStr(env, 'OIDC_ISSUER_URL')!;
  const issuer = new URL(issuerUrl);
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new ConfigError(`OIDC_ISSUER_URL must use https: (plain http only for a loopback address).`);
  }
  return {
    issuerUrl,
    clientId: optionalStr(env, 'OIDC_CLIENT_ID')!,
    clientSecret: optionalStr(env, 'OIDC_CLIENT_SECRET')!,
    roleClaim: optionalStr(env, 'OIDC_ROLE_CLAIM'),
    autoCreate: oneOf(env, 'OIDC_AUTO_CREATE', 'false', ['true', 'false']) === 'true',
    providerName: str(env, 'OIDC_PROVIDER_NAME', 'SSO').slice(0, 60),
  };
}

/** Reads and validates the environment once; throws ConfigError with a clear message on a bad value. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR', './data'));
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const production = str(env, 'NODE_ENV', 'development') === 'production' || databaseUrl !== undefined;
  return {
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'Acme Attendance <no-reply@acme.example>'),
    appUrl: url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
    geocoderUserAgent: str(env, 'GEOCODER_USER_AGENT', 'acme-attendance/0.1 (attendance and leave platform)'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: str(env, 'REDIS_KEY_PREFIX', 'attendance:'),
    production,
    ...secrets(env, dataDir, production),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    // No load balancer to wait for in development: Ctrl+C and a watcher's restart stop at once.
    shutdownDelayMs: int(env, 'SHUTDOWN_DELAY_MS', production ? 5000 : 0, 0, 600_000),
    metricsToken: optionalStr(env, 'METRICS_TOKEN'),
    publicSourceMaps: str(env, 'SOURCE_MAPS', 'hidden') === 'public',
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 5, 86_400),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 86_400, 60, 90 * 86_400),
    loginWindowSeconds: 15 * 60,
    loginMaxAttemptsPerIp: int(env, 'LOGIN_MAX_ATTEMPTS_PER_IP', 50, 1, 100_000),
    loginMaxAttemptsPerEmail: int(env, 'LOGIN_MAX_ATTEMPTS_PER_EMAIL', 10, 1, 100_000),
    loginSlowdownAfter: int(env, 'LOGIN_SLOWDOWN_AFTER', 5, 1, 100_000),
    loginSlowdownBaseMs: int(env, 'LOGIN_SLOWDOWN_BASE_MS', 500, 0, 60_000),
    loginSlowdownMaxMs: int(env, 'LOGIN_SLOWDOWN_MAX_MS', 8000, 0, 60_000),
    webRoot: path.resolve(cwd, str(env, 'WEB_ROOT', path.resolve(__dirname, '../..'))),
    remotesFile: path.resolve(cwd, str(env, 'REMOTES_FILE', path.resolve(__dirname, '../../config/remotes.json'))),
    seedDemo: str(env, 'SEED_DEMO', 'false') === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    ...faceQueue(env),
    ...deadlines(env),
    webhookAllowPrivate: str(env, 'WEBHOOK_ALLOW_PRIVATE', 'false') === 'true',
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    webhookPollIntervalMs: int(env, 'WEBHOOK_POLL_INTERVAL_MS', 5000, 100, 600_000),
    oidc: oidc(env),
    ...vapid(env),
  };
}

export { ConfigError };

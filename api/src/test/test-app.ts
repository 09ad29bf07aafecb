import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { Config, loadConfig } from '../config';
import type { Db, Role } from '../db/types';
import type { FaceDescriber } from '../plugins/face';
import { hashPassword } from '../modules/auth/passwords';
import { trackRouteChecks } from './route-checks';
import { sharedValidators } from './shared-validators';
import { createTestDb, TestDb } from './test-db';

export const TEST_PASSWORD = 'Correct#Horse1';

/**
 * For a beforeAll that starts the app and seeds a company: jest's testTimeout (60 s) bounds hooks too, and such a
 * hook does most of a file's work in one go (PGlite, the app, sign-ins). About 4 s of CPU, 12 s on a quiet machine,
 * it once passed 60 s in CI, where two jest workers share two cores with the build. Tests keep the 60 s.
 */
export const SETUP_TIMEOUT_MS = 180_000;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** Inserts an active employee (password TEST_PASSWORD unless given). */
  createUser(
    role: Role,
    overrides?: Partial<{ email: string; mustChangePassword: boolean; reportTo: number }>,
  ): Promise<TestUser>;
  /** Signs in through POST /api/login and returns the token pair. */
  login(user: Pick<TestUser, 'email' | 'password'>): Promise<Tokens>;
  /** Creates a user of `role` and returns it with a bearer header. */
  signedIn(role: Role): Promise<TestUser & { tokens: Tokens; headers: { authorization: string } }>;
  /**
   * Runs a race (requests or transactions sent at once). On PostgreSQL it fails unless they really held several
   * connections at the same moment, so the guard under test met a real race; PGlite runs them one at a time.
   */
  racing<T>(run: () => Promise<T>): Promise<T>;
  /** app.inject, then the audit chain writer's flush: tests read the entries a request appended from audit_log. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** PostgreSQL only: a second api instance on the same database (its own pool and caches); closed with this one. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

let userCounter = 0;
let passwordHash: Promise<string> | undefined;

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A started engine shared by the test file; by default the app starts its own on first use. */
  faceEngine?: FaceDescriber;
  /** Receives the app's log lines (with LOG_LEVEL in env): tests that check what is logged. */
  logStream?: { write(line: string): void };
}

/** Builds the app on a fresh migrated database; call once per test file (beforeAll). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_ROOT: path.join(dataDir, 'web'),
    // Test files run two at a time: an app that checks faces itself loads the models in one worker.
    FACE_WORKERS: '1',
    // Keys of their own on the machine's Redis: the PGlite and PostgreSQL passes may run side by side.
    REDIS_KEY_PREFIX: `test-${process.pid}-${Date.now()}:`,
    ...options.env,
  });
  let testDb: TestDb | undefined = await createTestDb();
  const { db } = testDb;
  const app = await buildApp(
    { ...config, databaseUrl: undefined },
    {
      db,
      logger: Boolean(options.logStream),
      logStream: options.logStream,
      faceEngine: options.faceEngine,
      schemaController: sharedValidators(),
    },
  );
  const routeProblems = trackRouteChecks(app);
  await app.ready();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const inject = async (opts: InjectOptions) => {
    const res = await app.inject(opts);
    await app.audit.flush();
    return res;
  };

  const instances: FastifyInstance[] = [];
  const ctx: TestContext = {
    app,
    db,
    config,
    dataDir,
    async createUser(role, overrides = {}) {
      userCounter += 1;
      const email = overrides.email ?? `${role}${userCounter}@test.example`;
      const row = await db
        .insertInto('employees')
        .values({
          first_name: 'Test',
          last_name: `${role[0]!.toUpperCase()}${role.slice(1)} ${userCounter}`,
          email,
          role,
          report_to: overrides.reportTo ?? null,
          password_hash: await passwordHash!,
          must_change_password: overrides.mustChangePassword ?? false,
        })
        .returning('employee_id')
        .executeTakeFirstOrThrow();
      return { id: row.employee_id, email, password: TEST_PASSWORD, role };
    },
    async login(user) {
      const res = await inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<Tokens>();
    },
    async signedIn(role) {
      const user = await ctx.createUser(role);
      const tokens = await ctx.login(user);
      return { ...user, tokens, headers: { authorization: `Bearer ${tokens.access_token}` } };
    },
    async racing(run) {
      const pool = testDb?.pool;
      pool?.takePeakInUse();
      const result = await run();
      const peak = pool?.takePeakInUse();
      if (peak !== undefined && peak < 2)
        throw new Error(`The race held ${peak} connection at most: it raced nothing.`);
      return result;
    },
    inject,
    async anotherInstance() {
      if (!testDb?.openAnother) throw new Error('A second instance needs PostgreSQL (DATABASE_URL).');
      const other = await buildApp(
        { ...config, databaseUrl: undefined },
        {
          db: await testDb.openAnother(),
          logger: false,
          faceEngine: options.faceEngine,
          schemaController: sharedValidators(),
        },
      );
      await other.ready();
      instances.push(other);
      return other;
    },
    async close() {
      await Promise.all(instances.map((other) => other.close()));
      await app.close();
      await testDb?.drop();
      testDb = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
      const problems = routeProblems();
      if (problems.length > 0) throw new Error(`Routes broke the api's contract:\n${problems.join('\n')}`);
    },
  };
  return ctx;
}

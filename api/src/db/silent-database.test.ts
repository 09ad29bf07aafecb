import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../modules/auth/passwords';
import { createTestDb, TestDb } from '../test/test-db';
import { tcpForwarder, TcpForwarder } from '../test/tcp-forwarder';
import { REQUEST_ERRORS } from '../lib/request-errors';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable';

const PASSWORD = 'Correct#Horse1';
const loadedEngine = { describe: () => Promise.reject(new Error('no face in these tests')) };

// PostgreSQL behind a forwarder the test pauses (accepts, never answers); PGlite runs in-process and cannot go silent.
(process.env.DATABASE_URL ? describe : describe.skip)('a PostgreSQL that stops answering', () => {
  let testDb: TestDb;
  let forwarder: TcpForwarder;
  let app: FastifyInstance;
  let dataDir: string;
  const email = `silent-db-${process.pid}@test.example`;

  beforeAll(async () => {
    testDb = await createTestDb();
    await testDb.db
      .insertInto('employees')
      .values({
        first_name: 'Silent',
        last_name: 'Db',
        email,
        role: 'employee',
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    const target = new URL(testDb.databaseUrl!);
    forwarder = await tcpForwarder(target.hostname, Number(target.port) || 5432);
    const viaForwarder = new URL(target);
    viaForwarder.host = `127.0.0.1:${forwarder.port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'silent-db-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_ROOT: path.join(dataDir, 'web'),
      DATABASE_URL: viaForwarder.toString(),
      JWT_SECRET: 'Zk3q9-Vb0xLr7_TmW2pYc8NdHs4JgEa6uKf1',
      DATA_KEY: '5c0d3e9f1a7b2c4d6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c0d',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_QUERY_TIMEOUT_MS: '500',
    });
    app = await buildApp(config, { logger: false, faceEngine: loadedEngine });
    await app.ready();
  });
  afterAll(async () => {
    forwarder.resume();
    await app.close();
    await forwarder.close();
    await testDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = () => app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });

  it('answers 503 with Retry-After within the deadline, is not ready, and serves again once it answers', async () => {
    expect((await signIn()).statusCode).toBe(200);
    forwarder.pause();
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const res = await signIn();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({
        error: REQUEST_ERRORS['service.database_unavailable'],
        code: 'service.database_unavailable',
      });
    }
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('failing');

    forwarder.resume();
    expect((await signIn()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 30_000);
});

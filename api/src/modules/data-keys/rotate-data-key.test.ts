import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { FaceEngine } from '../../face';
import { enrolFace, jpegDataUrl } from '../../test/attendance';
import { decryptBuffer, encryptBuffer } from '../../lib/crypto';
import { sharedValidators } from '../../test/shared-validators';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { verifyAuditChain } from '../audit/audit';
import { readFacePhoto } from '../face-profiles/face-data';
import { enrolledPhotoId } from '../face-profiles/face-profiles-repository';
import { rotateDataKey } from './rotate-data-key';

const engine = new FaceEngine({ poolSize: 1 });
const OLD_KEY = crypto.randomBytes(32);
const NEW_KEY = crypto.randomBytes(32);
let t: TestContext;
const instances: FastifyInstance[] = [];

beforeAll(async () => {
  [t] = await Promise.all([
    createTestApp({ env: { DATA_KEY: OLD_KEY.toString('hex') }, faceEngine: engine }),
    engine.start(),
  ]);
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await Promise.all([t.close(), engine.close()]);
});

/** Another api instance on the same database, started with these keys (as after a rollout). */
async function instanceWith(dataKey: Buffer, previousDataKey?: Buffer): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...t.config, dataKey, previousDataKey },
    { db: t.db, logger: false, faceEngine: engine, schemaController: sharedValidators() },
  );
  await app.ready();
  instances.push(app);
  return app;
}

it('seals everything again under DATA_KEY, in batches and resumably, after which the old key can go', async () => {
  const user = await t.createUser('employee');
  await enrolFace(t, engine, user.id, 'A1-faceid.png');
  const session = await t.login(user);
  await t.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${session.refresh_token}` } });
  const photoId = (await enrolledPhotoId(t.db, user.id))!;
  const webhook = await t.db
    .insertInto('webhooks')
    .values({
      url: 'https://hooks.example.com/x',
      events: JSON.stringify(['employee.created']),
      secret_encrypted: encryptBuffer(OLD_KEY, Buffer.from('whsec_rotated')),
      created_by: user.id,
    })
    .returning('webhook_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('push_vapid_keys')
    .values({ public_key: 'public', private_key_encrypted: encryptBuffer(OLD_KEY, Buffer.from('vapid-private')) })
    .execute();
  const signOut = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('actor_id', '=', user.id)
    .where('action', '=', AUDIT_ACTIONS.signOut)
    .executeTakeFirstOrThrow();
  const webcam = await jpegDataUrl('A2-webcam.png');
  const verifyOn = async (app: FastifyInstance) => {
    const { access_token } = (
      await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } })
    ).json();
    return app.inject({
      method: 'POST',
      url: '/api/verify_face',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { image: webcam },
    });
  };

  // The finding: without a rotation the new key alone opens nothing sealed before.
  const tooEarly = await instanceWith(NEW_KEY);
  expect((await verifyOn(tooEarly)).statusCode).toBe(500);
  expect(() => tooEarly.audit.readDetails(signOut)).toThrow();

  // The rollout: instances run with both keys, the one with the old key alone is gone.
  await t.app.audit.stop();
  await tooEarly.audit.stop();
  const rolledOut = await instanceWith(NEW_KEY, OLD_KEY);
  const keys = { current: NEW_KEY, previous: OLD_KEY };
  const stopAfterFirstBatch = () => {
    throw new Error('stopped');
  };
  await expect(rotateDataKey(t.db, keys, { batchSize: 1, progress: stopAfterFirstBatch })).rejects.toThrow('stopped');
  const report = await rotateDataKey(t.db, keys, { batchSize: 1 });
  expect(report).toMatchObject({ unreadable: 0, archivedKeys: 1 });
  expect(report.resealed.storedFiles).toBeGreaterThanOrEqual(1);
  expect(report.resealed.webhookSecrets).toBe(1);
  expect(report.resealed.vapidKeys).toBe(1);
  const vapid = await t.db.selectFrom('push_vapid_keys').select('private_key_encrypted').executeTakeFirstOrThrow();
  expect(decryptBuffer(NEW_KEY, vapid.private_key_encrypted).toString()).toBe('vapid-private');
  const sealed = await t.db
    .selectFrom('webhooks')
    .select('secret_encrypted')
    .where('webhook_id', '=', webhook.webhook_id)
    .executeTakeFirstOrThrow();
  expect(decryptBuffer(NEW_KEY, sealed.secret_encrypted).toString()).toBe('whsec_rotated');
  expect((await rotateDataKey(t.db, keys)).resealed).toEqual({
    faceProfiles: 0,
    storedFiles: 0,
    webhookSecrets: 0,
    vapidKeys: 0,
  });
  expect((await verifyOn(rolledOut)).statusCode).toBe(200);
  await rolledOut.audit.stop();

  // DATA_KEY_PREVIOUS dropped: face checks, face photos and the audit log work with the new key alone.
  const afterwards = await instanceWith(NEW_KEY);
  const verified = await verifyOn(afterwards);
  expect(verified.statusCode).toBe(200);
  expect(verified.json().verified).toBe(true);
  expect((await readFacePhoto(t.db, [NEW_KEY], photoId))!.length).toBeGreaterThan(0);
  expect(afterwards.audit.readDetails(signOut)).toEqual({});
  await afterwards.audit.flush();
  expect(await verifyAuditChain(t.db, [NEW_KEY])).toMatchObject({ ok: true });
}, 120_000);

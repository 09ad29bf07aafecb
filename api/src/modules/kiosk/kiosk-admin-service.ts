import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import * as repo from './kiosk-repository';
import { kioskError, PAIRING_CODE_DIGITS, PAIRING_CODE_TTL_SECONDS } from './messages';

function pairingCode(): string {
  return Array.from({ length: PAIRING_CODE_DIGITS }, () => crypto.randomInt(10)).join('');
}

/** Registers a kiosk; its pairing code is returned once and only its hash is kept. */
export async function registerKiosk(app: FastifyInstance, admin: AuthUser, kiosk: repo.NewKiosk, now = new Date()) {
  const code = pairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_SECONDS * 1000);
  const created = await app.db.transaction().execute(async (tx) => {
    const row = await repo.insertKiosk(tx, kiosk, { hash: sha256Hex(code), expiresAt });
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.kioskRegistered,
      details: { kiosk_id: row.kiosk_id, name: row.name, location_name: row.location_name },
    });
    return row;
  });
  return { ...created, pairing_code: code, pairing_expires_at: expiresAt };
}

export async function revokeKiosk(app: FastifyInstance, admin: AuthUser, kioskId: number, now = new Date()) {
  await app.db.transaction().execute(async (tx) => {
    if (!(await repo.revokeKiosk(tx, kioskId, now))) throw kioskError(404, 'kiosk.not_found');
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.kioskRevoked,
      details: { kiosk_id: kioskId },
    });
  });
}

/** Trades a pairing code for the kiosk's long-lived credential, shown once. */
export async function pairKiosk(app: FastifyInstance, code: string, now = new Date()) {
  const credential = randomToken();
  return app.db.transaction().execute(async (tx) => {
    const kiosk = await repo.pairKiosk(tx, sha256Hex(code), sha256Hex(credential), now);
    if (!kiosk) throw kioskError(400, 'kiosk.invalid_pairing_code');
    await app.audit.record(tx, {
      actorId: null,
      action: AUDIT_ACTIONS.kioskPaired,
      details: { kiosk_id: kiosk.kiosk_id },
    });
    return { credential, kiosk_id: kiosk.kiosk_id, name: kiosk.name, location_name: kiosk.location_name };
  });
}

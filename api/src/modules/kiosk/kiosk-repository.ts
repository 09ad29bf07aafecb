import type { Executor } from '../../db/types';

export interface NewKiosk {
  name: string;
  location_name: string;
  latitude: number;
  longitude: number;
}

const LISTED = [
  'kiosk_id',
  'name',
  'location_name',
  'latitude',
  'longitude',
  'created_at',
  'paired_at',
  'last_seen_at',
] as const;

export async function insertKiosk(db: Executor, kiosk: NewKiosk, pairing: { hash: string; expiresAt: Date }) {
  return db
    .insertInto('kiosks')
    .values({ ...kiosk, pairing_code_hash: pairing.hash, pairing_expires_at: pairing.expiresAt })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

export async function activeKiosks(db: Executor) {
  return db.selectFrom('kiosks').select(LISTED).where('revoked_at', 'is', null).orderBy('kiosk_id').execute();
}

/** Revokes a kiosk: its credential and any pairing code stop working. False when no such active kiosk. */
export async function revokeKiosk(db: Executor, kioskId: number, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('kiosks')
    .set({ revoked_at: now, credential_hash: null, pairing_code_hash: null, pairing_expires_at: null })
    .where('kiosk_id', '=', kioskId)
    .where('revoked_at', 'is', null)
    .returning('kiosk_id')
    .execute();
  return rows.length > 0;
}

/**
 * Trades an unexpired pairing code for a credential, once: the code is cleared in the same statement, so two
 * browsers racing with one code cannot both pair. A new pairing replaces the kiosk's previous credential.
 */
export async function pairKiosk(db: Executor, codeHash: string, credentialHash: string, now: Date) {
  return db
    .updateTable('kiosks')
    .set({ credential_hash: credentialHash, pairing_code_hash: null, pairing_expires_at: null, paired_at: now })
    .where('pairing_code_hash', '=', codeHash)
    .where('pairing_expires_at', '>', now)
    .where('revoked_at', 'is', null)
    .returning(['kiosk_id', 'name', 'location_name'])
    .executeTakeFirst();
}

export async function kioskByCredentialHash(db: Executor, credentialHash: string) {
  return db
    .selectFrom('kiosks')
    .select(['kiosk_id', 'name', 'location_name', 'latitude', 'longitude', 'last_seen_at'])
    .where('credential_hash', '=', credentialHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchKiosk(db: Executor, kioskId: number, now: Date): Promise<void> {
  await db.updateTable('kiosks').set({ last_seen_at: now }).where('kiosk_id', '=', kioskId).execute();
}

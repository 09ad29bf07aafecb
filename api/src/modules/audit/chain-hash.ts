import crypto from 'node:crypto';
import { sha256Hex } from '../../lib/crypto';

export const GENESIS_HASH = '0'.repeat(64);

export function checkpointSignature(dataKey: Buffer, lastId: number, headHash: string, entries: number): string {
  return crypto.createHmac('sha256', dataKey).update(`audit-checkpoint|${lastId}|${headHash}|${entries}`).digest('hex');
}

export function entryHash(
  prevHash: string,
  id: number,
  createdAt: string,
  actorId: number | null,
  action: string,
  payload: Buffer,
) {
  return sha256Hex([prevHash, id, createdAt, actorId ?? '', action, payload.toString('base64')].join('|'));
}

import crypto from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM; the result is iv (12) | auth tag (16) | ciphertext, safe to store as bytea. */
export function encryptBuffer(key: Buffer, plain: Buffer): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The current key first, then the one before a rotation (DATA_KEY_PREVIOUS): what was sealed with either opens. */
export type KeyRing = Buffer | readonly Buffer[];

/** Reverses encryptBuffer with the first key of the ring that fits; throws when the data was altered or no key fits. */
export function decryptBuffer(keys: KeyRing, sealed: Buffer): Buffer {
  const ring = Buffer.isBuffer(keys) ? [keys] : keys;
  for (const key of ring.slice(0, -1)) {
    try {
      return decryptWith(key, sealed);
    } catch {
      // not sealed with this key: try the next one
    }
  }
  return decryptWith(ring.at(-1)!, sealed);
}

function decryptWith(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function encryptJson(key: Buffer, value: unknown): Buffer {
  return encryptBuffer(key, Buffer.from(JSON.stringify(value), 'utf8'));
}

export function decryptJson<T = unknown>(keys: KeyRing, sealed: Buffer): T {
  return JSON.parse(decryptBuffer(keys, sealed).toString('utf8')) as T;
}

export function sha256Hex(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** A random URL-safe token (32 bytes by default). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

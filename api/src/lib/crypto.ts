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

/** Reverses encryptBuffer; throws when the data was altered or the key is wrong. */
export function decryptBuffer(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function encryptJson(key: Buffer, value: unknown): Buffer {
  return encryptBuffer(key, Buffer.from(JSON.stringify(value), 'utf8'));
}

export function decryptJson<T = unknown>(key: Buffer, sealed: Buffer): T {
  return JSON.parse(decryptBuffer(key, sealed).toString('utf8')) as T;
}

export function sha256Hex(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** A random URL-safe token (32 bytes by default). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

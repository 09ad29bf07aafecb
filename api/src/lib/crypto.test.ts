import crypto from 'node:crypto';
import { decryptBuffer, encryptBuffer } from './crypto';

describe('key ring', () => {
  it('opens data sealed with the current or the previous key, and nothing else', () => {
    const previous = crypto.randomBytes(32);
    const current = crypto.randomBytes(32);
    const old = encryptBuffer(previous, Buffer.from('sealed before the rotation'));
    const fresh = encryptBuffer(current, Buffer.from('sealed after'));
    expect(decryptBuffer([current, previous], old).toString()).toBe('sealed before the rotation');
    expect(decryptBuffer([current, previous], fresh).toString()).toBe('sealed after');
    expect(() => decryptBuffer(current, old)).toThrow();
    expect(() => decryptBuffer([current, crypto.randomBytes(32)], old)).toThrow();
  });
});

import { zxcvbn } from './zxcvbn';

// About 80 bits: zxcvbn rates a random 32-character secret near 10^32 guesses, and repeats, words, keyboard walks
// and sequences far below this, however long.
const MIN_GUESSES_LOG10 = 24;
// 32 random bytes hold about 30 different values; fewer than half that is a pattern, not a key.
const MIN_DISTINCT_KEY_BYTES = 16;

const printable = (bytes: Buffer) => bytes.every((byte) => byte >= 0x20 && byte <= 0x7e);

/** Whether a text secret (JWT_SECRET) is guessable: repeated characters, dictionary words, sequences, walks. */
export function isGuessableText(secret: string): boolean {
  return new Set(secret).size < 8 || zxcvbn().check(secret.slice(0, 256)).guessesLog10 < MIN_GUESSES_LOG10;
}

/**
 * Whether a 32-byte key (DATA_KEY) is not random: all zeros, a repeated byte or pattern, or text (a passphrase
 * given as base64, whose 32 bytes would all be printable: about one chance in 10^14 for random bytes).
 */
export function isGuessableKey(key: Buffer): boolean {
  return new Set(key).size < MIN_DISTINCT_KEY_BYTES || printable(key);
}

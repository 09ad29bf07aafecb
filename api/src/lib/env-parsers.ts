/** Small readers for environment values; each throws a message naming the variable. */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

export function optionalStr(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optionalStr(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optionalStr(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a valid URL (got "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')} (got "${parsed.protocol}").`);
  }
  return raw.replace(/\/+$/, '');
}

export function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = str(env, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}").`);
  }
  return raw as T;
}

/** A 32-byte key given as 64 hex characters or as base64. */
export function parseKey(name: string, raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(`${name} must be 32 bytes, given as 64 hex characters or base64.`);
  }
  return key;
}

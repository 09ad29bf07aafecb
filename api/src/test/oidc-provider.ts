import { spawn } from 'node:child_process';
import path from 'node:path';

export interface TestProviderConfig {
  client: { client_id: string; client_secret: string; redirect_uris: string[] };
  /** Account id (what its login form takes) -> the claims the provider tells about the person. */
  accounts: Record<string, Record<string, unknown>>;
}

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'oidc-provider-server.mjs');

/** Starts oidc-provider on a free loopback port in a child process (the package is ESM-only; jest cannot load it). */
export function startTestProvider(config: TestProviderConfig): Promise<TestProvider> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, OIDC_TEST_PROVIDER: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve({ issuer: (JSON.parse(line!) as { issuer: string }).issuer, stop });
    });
    child.once('exit', (code) => reject(new Error(`the test identity provider stopped (${code}): ${errors}`)));
  });
}

/**
 * Walks a browser through the provider: its authorization URL, its login form (the account id, any password),
 * and back to the client's redirect URI, whose query it answers (code, state, iss; or error).
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, redirectUri: string) {
  const jar = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  let res = await go(url);
  for (let step = 0; step < 10; step += 1) {
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return Object.fromEntries(url.searchParams) as Record<string, string>;
      res = await go(url);
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status}: ${page.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    const form = new URLSearchParams({ prompt: 'login', login: accountId, password: 'any password' });
    res = await go(url, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error('the provider did not send the browser back');
}

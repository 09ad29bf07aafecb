import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './server';

const SCRIPT = path.join(REPO_ROOT, 'api/src/test/oidc-provider-server.mjs');

export interface OidcProviderSetup {
  client: { client_id: string; client_secret: string; redirect_uris: string[] };
  /** Account id (what the provider's login form takes) -> what the provider says about the person. */
  accounts: Record<string, Record<string, unknown>>;
}

/**
 * The api tests' real identity provider (oidc-provider) on a free loopback port: its issuer is known before the
 * app starts, its client (whose redirect URI names the app's address) is set with `configure` once the app runs.
 */
export function startOidcProvider(): Promise<{
  issuer: string;
  configure: (setup: OidcProviderSetup) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      const { issuer } = JSON.parse(output.split('\n')[0]!) as { issuer: string };
      resolve({
        issuer,
        async configure(setup) {
          const res = await fetch(`${issuer}/__test/configure`, { method: 'POST', body: JSON.stringify(setup) });
          if (!res.ok) throw new Error(`the identity provider refused its setup: ${res.status}`);
        },
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`the identity provider stopped (${code}): ${errors}`)));
  });
}

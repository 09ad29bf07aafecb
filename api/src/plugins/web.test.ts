import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, TestContext } from '../test/test-app';
import { REGISTRY_CHECK_INTERVAL_MS } from './remote-registry';
import { PRELOAD_SCRIPT_SOURCE, PREPAINT_SCRIPT_SOURCE } from './security';

// The shell's inline scripts, allowed by their hashes before the remotes' origins.
const INLINE_SCRIPTS = `${PREPAINT_SCRIPT_SOURCE} ${PRELOAD_SCRIPT_SOURCE}`;
const BIG_JS = 'console.log("a long bundle");\n'.repeat(200);
// Every kind of file a build writes, with the type it must be served as.
const BUILT_FILE_TYPES: Record<string, RegExp> = {
  '@mf-types.d.ts': /^text\/plain; charset=utf-8$/,
  '@mf-types.zip': /^application\/zip$/,
  'mf-manifest.json': /^application\/json/,

  '551.0a1b2c3d.js': /^(application|text)\/javascript/,
  '551.0a1b2c3d.js.LICENSE.txt': /^text\/plain/,
  'main.0a1b2c3d.css': /^text\/css/,
  'index.html': /^text\/html/,
  'logo.0a1b2c3d.png': /^image\/png$/,
  'icon.svg': /^image\/svg\+xml/,
  'font.0a1b2c3d.woff2': /^font\/woff2$/,
  'favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  'manifest.webmanifest': /^application\/manifest\+json/,
};
let t: TestContext;
let bare: FastifyInstance;
let cleanup = () => {};
let registryFile: string;

/** The repository's registry with mf-leave moved to `manifest`. */
function registryWithLeaveAt(manifest: string): string {
  const registry = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../config/remotes.json'), 'utf8'));
  for (const remote of registry.remotes)
    if (remote.name === 'mf_leave') Object.assign(remote, { manifest, package: undefined });
  return JSON.stringify(registry);
}

function writeFile(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

beforeAll(async () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeFile(webRoot, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
  writeFile(webRoot, 'shell/dist/main.3f2a9c1b.js', 'console.log("shell")');
  writeFile(webRoot, 'shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  writeFile(webRoot, 'shell/dist/manifest.webmanifest', '{"name":"Attendance & Leave"}');
  writeFile(webRoot, 'shell/dist/icons/icon-192.png', 'png');
  writeFile(webRoot, 'mf-settings/dist/remoteEntry.js', 'var mf_settings;');
  for (const file of Object.keys(BUILT_FILE_TYPES)) writeFile(webRoot, `mf-settings/dist/${file}`, 'content');
  writeFile(webRoot, 'mf-settings/dist/412.a1b2c3d4e5.js', 'chunk');
  writeFile(webRoot, 'mf-settings/dist/412.a1b2c3d4e5.js.map', '{"sources":["secret.ts"]}');
  writeFile(webRoot, 'shell/dist/big.0a1b2c3d.js', BIG_JS);
  fs.writeFileSync(path.join(webRoot, 'shell/dist/big.0a1b2c3d.js.br'), zlib.brotliCompressSync(BIG_JS));
  fs.writeFileSync(path.join(webRoot, 'shell/dist/big.0a1b2c3d.js.gz'), zlib.gzipSync(BIG_JS));
  registryFile = path.join(webRoot, 'remotes.json');
  fs.writeFileSync(registryFile, registryWithLeaveAt('https://leave.cdn.example/mf-leave/mf-manifest.json'));
  t = await createTestApp({ env: { WEB_ROOT: webRoot, REMOTES_FILE: registryFile } });
  // A second app on the same database, with a web root that holds no build at all.
  bare = await buildApp({ ...t.config, webRoot: path.join(webRoot, 'empty') }, { db: t.db, logger: false });
  cleanup = () => fs.rmSync(webRoot, { recursive: true, force: true });
});
afterAll(async () => {
  await bare.close();
  await t.close();
  cleanup();
});

describe('production serving', () => {
  const big = (acceptEncoding?: string) =>
    t.inject({
      method: 'GET',
      url: '/big.0a1b2c3d.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the precompressed file the client accepts, brotli first', async () => {
    const br = await big('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gzip = await big('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS);
    const plain = await big();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses API JSON above 1 KB', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).openapi).toBeDefined();
  });

  it('does not serve source maps', async () => {
    expect((await t.inject({ method: 'GET', url: '/mf/mf-settings/412.a1b2c3d4e5.js.map' })).statusCode).toBe(404);
  });

  it('answers 304 to a client that has the current remote entry or registry', async () => {
    for (const url of ['/mf/mf-settings/remoteEntry.js', '/remotes.json']) {
      const first = await t.inject({ method: 'GET', url });
      expect(first.headers.etag).toBeDefined();
      const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('web serving', () => {
  it('serves the registry file as /remotes.json, uncached, with a CSP made from the same read', async () => {
    const res = await t.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { revision, remotes } = res.json();
    expect(remotes.map((remote: { name: string; manifest: string }) => [remote.name, remote.manifest])).toEqual([
      ['mf_attendance', '/mf/mf-attendance/mf-manifest.json'],
      ['mf_reports', '/mf/mf-reports/mf-manifest.json'],
      ['mf_people', '/mf/mf-people/mf-manifest.json'],
      ['mf_leave', 'https://leave.cdn.example/mf-leave/mf-manifest.json'],
      ['mf_settings', '/mf/mf-settings/mf-manifest.json'],
      ['mf_scheduling', '/mf/mf-scheduling/mf-manifest.json'],
    ]);
    expect(res.headers.etag).toBe(`"${revision}"`);
    expect(res.headers['server-timing']).toBe(`remotes;desc="${revision}"`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPTS} https://leave.cdn.example;`);
    expect(csp).toContain("connect-src 'self' https://leave.cdn.example;");
  });

  it('follows a rewritten registry without a restart: the page, its CSP and /remotes.json move together', async () => {
    const original = fs.readFileSync(registryFile, 'utf8');
    const before = await t.inject({ method: 'GET', url: '/remotes.json' });
    fs.writeFileSync(registryFile, registryWithLeaveAt('https://green.cdn.example/mf-leave/mf-manifest.json'));
    // The file is looked at once a second at most: step the clock past that instead of waiting.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + REGISTRY_CHECK_INTERVAL_MS);
    try {
      const page = await t.inject({ method: 'GET', url: '/leave-approval' });
      const after = await t.inject({ method: 'GET', url: '/remotes.json' });
      expect(after.json().revision).not.toBe(before.json().revision);
      expect(after.json().remotes[3].manifest).toBe('https://green.cdn.example/mf-leave/mf-manifest.json');
      for (const res of [page, after]) {
        expect(String(res.headers['content-security-policy'])).toContain(
          `script-src 'self' ${INLINE_SCRIPTS} https://green.cdn.example;`,
        );
        expect(res.headers['server-timing']).toBe(`remotes;desc="${after.json().revision}"`);
      }
    } finally {
      fs.writeFileSync(registryFile, original);
      jest.spyOn(Date, 'now').mockReturnValue(now + 2 * REGISTRY_CHECK_INTERVAL_MS);
      await t.inject({ method: 'GET', url: '/remotes.json' });
      jest.restoreAllMocks();
    }
  });

  it('serves remotes under /mf with short-cached entries and immutable chunks', async () => {
    const entry = await t.inject({ method: 'GET', url: '/mf/mf-settings/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.inject({ method: 'GET', url: '/mf/mf-settings/412.a1b2c3d4e5.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.inject({ method: 'GET', url: '/mf/mf-leave/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('serves every kind of built file with its own content type (a .d.ts is no MPEG stream)', async () => {
    for (const [file, type] of Object.entries(BUILT_FILE_TYPES)) {
      const res = await t.inject({ method: 'GET', url: `/mf/mf-settings/${file}` });
      expect([file, res.statusCode, res.headers['content-type']]).toEqual([file, 200, expect.stringMatching(type)]);
    }
  });

  it('serves the shell and falls back to index.html for app routes only', async () => {
    for (const url of ['/', '/leave-approval', '/employees/edit/4?tab=1']) {
      const res = await t.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.inject({ method: 'GET', url: '/main.3f2a9c1b.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await t.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/missing' })).json()).toEqual({
      error: 'Not found',
      code: 'not_found',
    });
    expect((await t.inject({ method: 'GET', url: '/mf/unknown/page' })).statusCode).toBe(404);
  });

  it('serves the service worker and the web app manifest uncached, and lets the page run the worker', async () => {
    const worker = await t.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await t.inject({ method: 'GET', url: '/icons/icon-192.png' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    const csp = String((await t.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('starts without any build and still answers remotes.json', async () => {
    expect((await bare.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/leave-approval' })).statusCode).toBe(404);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRegistry, RegistryError, RemoteRegistry } from './remote-registry';

const REPO_REGISTRY = path.resolve(__dirname, '../../../config/remotes.json');

const settingsRemote = (manifest: string) => ({
  name: 'mf_settings',
  manifest,
  routes: [{ path: 'settings', module: './SettingsPage', label: 'Settings', roles: ['admin'] }],
});
const registryText = (manifest: string) => JSON.stringify({ remotes: [settingsRemote(manifest)] });

describe('remote registry', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the repository's registry: six remotes served by the api itself", () => {
    const snapshot = parseRegistry(fs.readFileSync(REPO_REGISTRY, 'utf8'), REPO_REGISTRY);
    expect(snapshot.remotes.map((remote) => remote.name)).toEqual([
      'mf_attendance',
      'mf_reports',
      'mf_people',
      'mf_leave',
      'mf_settings',
      'mf_scheduling',
    ]);
    expect(snapshot.origins).toEqual([]);
  });

  it('names the origins of remotes hosted elsewhere, once each', () => {
    const text = JSON.stringify({
      remotes: [
        settingsRemote('https://cdn.example/settings/mf-manifest.json'),
        { ...settingsRemote('https://cdn.example/leave/mf-manifest.json'), name: 'mf_leave', routes: [] },
        { ...settingsRemote('/mf/mf-people/mf-manifest.json'), name: 'mf_people', routes: [] },
      ],
    });
    expect(parseRegistry(text, 'remotes.json').origins).toEqual(['https://cdn.example']);
  });

  it.each([
    ['{', /remotes\.json is not valid JSON/],
    [JSON.stringify({ remotes: [{ ...settingsRemote('/x.json'), name: 'mf-settings' }] }), /\/remotes\/0\/name/],
    [JSON.stringify({ remotes: [settingsRemote('ftp://cdn.example/m.json')] }), /\/remotes\/0\/manifest/],
    [
      JSON.stringify({ remotes: [{ ...settingsRemote('/x.json'), package: '../etc' }] }),
      /\/remotes\/0\/package must match/,
    ],
    [
      JSON.stringify({
        remotes: [{ ...settingsRemote('/x.json'), routes: [{ ...settingsRemote('').routes[0], roles: ['boss'] }] }],
      }),
      /\/remotes\/0\/routes\/0\/roles\/0/,
    ],
    [
      JSON.stringify({ remotes: [settingsRemote('/a.json'), settingsRemote('/b.json')] }),
      /"mf_settings" is listed twice/,
    ],
    [
      JSON.stringify({ remotes: [settingsRemote('/a.json'), { ...settingsRemote('/b.json'), name: 'mf_other' }] }),
      /route path "settings" is listed twice/,
    ],
    [
      JSON.stringify({
        remotes: [{ ...settingsRemote('/x.json'), routes: [{ path: 'kiosk', module: './K', label: 'K' }] }],
      }),
      /route path "kiosk" needs roles, or layout "none"/,
    ],
    [
      JSON.stringify({
        remotes: [{ ...settingsRemote('/x.json'), routes: [{ ...settingsRemote('').routes[0], layout: 'none' }] }],
      }),
      /route path "settings" needs roles, or layout "none" without roles and sidebar/,
    ],
    [
      JSON.stringify({
        remotes: [
          { ...settingsRemote('/x.json'), routes: [{ ...settingsRemote('').routes[0], labels: { de: 'A', it: 'B' } }] },
        ],
      }),
      /\/remotes\/0\/routes\/0\/labels/,
    ],
  ])('refuses a broken registry, saying where: %s', (text, message) => {
    expect(() => parseRegistry(text, 'remotes.json')).toThrow(RegistryError);
    expect(() => parseRegistry(text, 'remotes.json')).toThrow(message);
  });

  it('picks up a rewritten file, with a new revision', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, registryText('https://blue.example/mf-manifest.json'));
    const registry = new RemoteRegistry(file, { checkIntervalMs: 0, onError: jest.fn() });
    const before = registry.current();
    expect(before.origins).toEqual(['https://blue.example']);

    fs.writeFileSync(`${file}.next`, registryText('https://green.example/mf-manifest.json'));
    fs.renameSync(`${file}.next`, file);
    const after = registry.current();
    expect(after.origins).toEqual(['https://green.example']);
    expect(after.revision).not.toBe(before.revision);
    expect(registry.current()).toBe(after);
  });

  it('keeps the last good registry when a rewrite is broken, and logs why', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, registryText('https://blue.example/mf-manifest.json'));
    const onError = jest.fn();
    const registry = new RemoteRegistry(file, { checkIntervalMs: 0, onError });
    const good = registry.current();

    fs.writeFileSync(file, '{"remotes": [');
    expect(registry.current()).toBe(good);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/not valid JSON/) }));
  });

  it('looks at the file at most once per check interval', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, registryText('https://blue.example/mf-manifest.json'));
    const registry = new RemoteRegistry(file, { checkIntervalMs: 60_000, onError: jest.fn() });
    fs.writeFileSync(file, registryText('https://green.example/mf-manifest.json'));
    expect(registry.current().origins).toEqual(['https://blue.example']);
  });

  it('refuses to start without the file', () => {
    expect(
      () => new RemoteRegistry(path.join(dir, 'missing.json'), { checkIntervalMs: 0, onError: jest.fn() }),
    ).toThrow(/REMOTES_FILE .*missing\.json does not exist/);
  });
});

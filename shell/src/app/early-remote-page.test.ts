import type { StoredSession } from 'shared-auth';
import { signInAs } from '../testing/render-app';
import { answerWithEarlyCalls, forgetEarlyApiCalls } from './early-api-calls';
import { pageScripts, startEarlyRemotePage } from './early-remote-page';

const ORIGIN = window.location.origin;

const REGISTRY = {
  revision: 'r1',
  remotes: [
    {
      name: 'mf_attendance',
      manifest: '/mf/mf-attendance/mf-manifest.json',
      routes: [
        { path: 'attendance', module: './AttendancePage', label: 'Attendance', roles: ['employee', 'admin'] },
        { path: 'attendance-history', module: './HistoryPage', label: 'History', roles: ['admin'] },
        { path: 'kiosk', module: './KioskPage', label: 'Kiosk', layout: 'none' },
      ],
    },
    {
      name: 'mf_people',
      manifest: 'https://cdn.example/people/mf-manifest.json',
      routes: [{ path: 'employees/edit/:employee_id', module: './EditPage', label: 'Edit', roles: ['admin'] }],
    },
  ],
};

const manifest = (publicPath: string, module: string, sync: string[]) => ({
  metaData: { publicPath, remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: module, assets: { js: { sync } } }],
});

const ANSWERS: Record<string, unknown> = {
  [`${ORIGIN}/remotes.json`]: REGISTRY,
  [`${ORIGIN}/mf/mf-attendance/mf-manifest.json`]: manifest('auto', './AttendancePage', [
    '__federation_expose_AttendancePage.1a2b.js',
  ]),
  'https://cdn.example/people/mf-manifest.json': manifest('https://cdn.example/people/', './EditPage', [
    'vendors.9f.js',
    '__federation_expose_EditPage.3c.js',
  ]),
};

/** The browser's fetch: answers the registry and the manifests, and notes each request it sends. */
function network() {
  const sent: string[] = [];
  const send = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    sent.push(url);
    return Promise.resolve(new Response(JSON.stringify(ANSWERS[url] ?? {}), { status: url in ANSWERS ? 200 : 404 }));
  }) as unknown as typeof fetch;
  return { sent, send };
}

/** A person coming back: the session and the pre-paint's snapshot of their last visit. */
function returning(role: StoredSession['role']) {
  const session = signInAs(role);
  window.localStorage.setItem(
    'prepaint',
    JSON.stringify({ user: session.employee_id, email: session.email, language: 'en' }),
  );
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

describe('the remote page of the address, asked for from the start', () => {
  afterEach(() => {
    forgetEarlyApiCalls();
    document.head.innerHTML = '';
    window.localStorage.clear();
  });

  it("preloads the remote's entry and the page's scripts; the runtime's registry and manifest requests take the early ones", async () => {
    returning('employee');
    const { sent, send } = network();
    await startEarlyRemotePage('/attendance/', window.localStorage, send);

    expect(sent).toEqual([`${ORIGIN}/remotes.json`, `${ORIGIN}/mf/mf-attendance/mf-manifest.json`]);
    expect(preloads()).toEqual([
      `${ORIGIN}/mf/mf-attendance/remoteEntry.js`,
      `${ORIGIN}/mf/mf-attendance/__federation_expose_AttendancePage.1a2b.js`,
    ]);
    // As registry-source.ts and the federation runtime ask: neither goes out again, and both read whole bodies.
    const page = answerWithEarlyCalls(send);
    expect(await (await page(new URL('/remotes.json', ORIGIN), { cache: 'no-cache' })).json()).toEqual(REGISTRY);
    const manifestAnswer = await page(`${ORIGIN}/mf/mf-attendance/mf-manifest.json`, {});
    expect(await manifestAnswer.json()).toEqual(ANSWERS[`${ORIGIN}/mf/mf-attendance/mf-manifest.json`]);
    expect(sent).toHaveLength(2);
  });

  it('hands the registry and the manifest over only once the next requests are out: the runtime never gets there first', async () => {
    returning('employee');
    const { sent, send } = network();
    const page = answerWithEarlyCalls(send);
    const early = startEarlyRemotePage('/attendance', window.localStorage, send);
    await page(new URL('/remotes.json', ORIGIN), { cache: 'no-cache' });
    expect(sent).toEqual([`${ORIGIN}/remotes.json`, `${ORIGIN}/mf/mf-attendance/mf-manifest.json`]);
    await page(`${ORIGIN}/mf/mf-attendance/mf-manifest.json`, {});
    expect(preloads()).toHaveLength(2);
    await early;
  });

  it('leaves a failed registry or manifest to the page, which reads the failure itself', async () => {
    returning('employee');
    const send = jest.fn(() =>
      Promise.resolve(new Response('Bad gateway', { status: 502 })),
    ) as unknown as typeof fetch;
    const page = answerWithEarlyCalls(send);
    await startEarlyRemotePage('/attendance', window.localStorage, send);
    const answer = await page(new URL('/remotes.json', ORIGIN), { cache: 'no-cache' });
    expect([answer.status, await answer.text()]).toEqual([502, 'Bad gateway']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it("matches a route's parameters and takes the scripts from the remote's own public path", async () => {
    returning('admin');
    const { send } = network();
    await startEarlyRemotePage('/employees/edit/42', window.localStorage, send);
    expect(preloads()).toEqual([
      'https://cdn.example/people/remoteEntry.js',
      'https://cdn.example/people/vendors.9f.js',
      'https://cdn.example/people/__federation_expose_EditPage.3c.js',
    ]);
  });

  it.each([
    ['a page the role may not open', 'employee', '/attendance-history'],
    ['a page without the layout', 'admin', '/kiosk'],
    ['an address no remote serves', 'admin', '/employees/edit'],
  ] as const)('fetches only the registry for %s', async (_, role, pathname) => {
    returning(role);
    const { sent, send } = network();
    await startEarlyRemotePage(pathname, window.localStorage, send);
    expect(sent).toEqual([`${ORIGIN}/remotes.json`]);
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing on home, nor for someone signed out', async () => {
    const { sent, send } = network();
    await startEarlyRemotePage('/attendance', window.localStorage, send);
    returning('employee');
    await startEarlyRemotePage('/', window.localStorage, send);
    expect(sent).toEqual([]);
  });
});

describe('pageScripts', () => {
  it('names nothing for an expose the manifest lacks or a public path worked out in the browser', () => {
    const url = 'https://cdn.example/a/mf-manifest.json';
    expect(pageScripts(manifest('auto', './Other', ['x.js']), url, './Page')).toEqual([]);
    const computed = { ...manifest('auto', './Page', ['x.js']), metaData: { remoteEntry: { path: '', name: 'e.js' } } };
    expect(pageScripts(computed, url, './Page')).toEqual([]);
  });

  it('puts the entry under its own folder', () => {
    const inFolder = manifest('/static/', './Page', []);
    inFolder.metaData.remoteEntry.path = 'entry';
    expect(pageScripts(inFolder, 'https://cdn.example/a/mf-manifest.json', './Page')).toEqual([
      'https://cdn.example/static/entry/remoteEntry.js',
    ]);
  });
});

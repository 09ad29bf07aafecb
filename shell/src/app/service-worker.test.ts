/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://attendance.example';

type Listener = (event: Record<string, unknown>) => void;

/** public/sw.js as the build stamps it (its cache name, the shell's first-screen files), against a fake network and Cache Storage. */
function startWorker(buildId: string, caches = new Map<string, Map<string, Response>>(), shellFiles: string[] = []) {
  const listeners: Record<string, Listener> = {};
  const network = jest.fn<Promise<Response>, [Request | string, RequestInit?]>();
  const keyOf = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const cacheStorage = {
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    match: async (key: Request | string) =>
      [...caches.values()]
        .find((entries) => entries.has(keyOf(key)))
        ?.get(keyOf(key))
        ?.clone(),
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      const entries = caches.get(name)!;
      return {
        match: async (key: Request | string) => entries.get(keyOf(key))?.clone(),
        put: async (key: Request | string, response: Response) => void entries.set(keyOf(key), response),
        keys: async () => [...entries.keys()].map((url) => ({ url })),
        delete: async (key: Request | string) => entries.delete(keyOf(key)),
      };
    },
  };
  const windows: { url: string; focus: jest.Mock }[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: jest.fn(),
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async (url: string) => ({ url })),
    },
    registration: { showNotification: jest.fn(async () => undefined) },
  };
  const source = SOURCE.replace(/__BUILD_ID__/g, buildId).replace('__SHELL_FILES__', JSON.stringify(shellFiles));
  vm.runInNewContext(source, { self, caches: cacheStorage, fetch: network, URL });

  /** What the page gets for a request: the worker's answer, or null when it leaves the request to the browser. */
  async function get(url: string, mode: RequestMode = 'no-cors', method = 'GET'): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const request = { url: new URL(url, ORIGIN).href, mode, method } as Request;
    listeners.fetch!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  }
  /** Dispatches a lifecycle or message event and waits for the work it hands to waitUntil. */
  async function lifecycle(type: 'install' | 'activate' | 'message', event: Record<string, unknown> = {}) {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (work: Promise<unknown>) => (done = work) });
    await done;
  }
  const activate = () => lifecycle('activate');
  /** Dispatches a push or notificationclick event and waits for the work it hands to waitUntil. */
  async function dispatch(type: 'push' | 'notificationclick', event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (work: Promise<unknown>) => (done = work) });
    await done;
  }
  /** What the page's `precache-remotes` message makes the worker cache, as its `precache-status` answers it. */
  async function precacheRemotes(remotes: { manifest: string; modules: string[] }[]) {
    await lifecycle('message', { data: { type: 'precache-remotes', remotes } });
    const answers: unknown[] = [];
    await lifecycle('message', {
      data: { type: 'precache-status' },
      ports: [{ postMessage: (m: unknown) => answers.push(m) }],
    });
    return (answers[0] as { remotesPrecached: string[] }).remotesPrecached;
  }
  const pushData = (text: string) => ({ json: () => JSON.parse(text), text: () => text });
  return { get, lifecycle, activate, precacheRemotes, network, caches, dispatch, pushData, windows, self };
}

const ok = (body: string) => new Response(body, { status: 200 });

describe('service worker', () => {
  it('serves content-hashed files from the cache once fetched', async () => {
    const worker = startWorker('build-1');
    worker.network.mockResolvedValueOnce(ok('chunk v1'));
    expect(await (await worker.get('/mf/mf-leave/412.a1b2c3d4.js'))!.text()).toBe('chunk v1');
    expect(await (await worker.get('/mf/mf-leave/412.a1b2c3d4.js'))!.text()).toBe('chunk v1');
    expect(worker.network).toHaveBeenCalledTimes(1);
  });

  it.each(['/remotes.json', '/mf/mf-leave/remoteEntry.js', '/mf/mf-leave/mf-manifest.json'])(
    'asks the network first for %s, so a deploy is seen at once',
    async (url) => {
      const worker = startWorker('build-1');
      worker.network.mockResolvedValueOnce(ok('before the deploy')).mockResolvedValueOnce(ok('after the deploy'));
      await worker.get(url);
      expect(await (await worker.get(url))!.text()).toBe('after the deploy');
      worker.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await (await worker.get(url))!.text()).toBe('after the deploy');
    },
  );

  it('asks the network first for pages, and offline opens any route from the last page it saw', async () => {
    const worker = startWorker('build-1');
    worker.network.mockResolvedValueOnce(ok('<title>new shell</title>'));
    expect(await (await worker.get('/attendance', 'navigate'))!.text()).toBe('<title>new shell</title>');
    worker.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await worker.get('/leave-request', 'navigate'))!.text()).toBe('<title>new shell</title>');
  });

  it('never answers or caches api calls, other origins, other methods, or names without a hash', async () => {
    const worker = startWorker('build-1');
    expect(await worker.get('/api/current_status')).toBeNull();
    expect(await worker.get('/api/files/logo-3f2a9c1b.png')).toBeNull();
    expect(await worker.get('/main.3f2a9c1b.js', 'no-cors', 'POST')).toBeNull();
    expect(await worker.get('/icons/icon-192.png')).toBeNull();
    expect(await worker.get('https://cdn.example/mf-leave/412.a1b2c3d4.js')).toBeNull();
    expect(await worker.get('https://cdn.example/mf-leave/mf-manifest.json', 'cors')).toBeNull();
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('keeps no failed answer', async () => {
    const worker = startWorker('build-1');
    worker.network.mockResolvedValueOnce(new Response('', { status: 404 })).mockResolvedValueOnce(ok('chunk'));
    expect((await worker.get('/main.3f2a9c1b.js'))!.status).toBe(404);
    expect(await (await worker.get('/main.3f2a9c1b.js'))!.text()).toBe('chunk');
  });

  it("drops the older builds' caches when a new build activates", async () => {
    const old = startWorker('build-1');
    old.network.mockResolvedValueOnce(ok('old chunk'));
    await old.get('/main.3f2a9c1b.js');
    const next = startWorker('build-2', old.caches);
    next.network.mockResolvedValueOnce(ok('new chunk'));
    await next.get('/main.77aa88bb.js');
    await next.activate();
    expect([...old.caches.keys()]).toEqual(['static-build-2']);
  });

  it("precaches the shell's first-screen files at install, taking an unchanged file from the older build", async () => {
    const old = startWorker('build-1');
    old.network.mockResolvedValueOnce(ok('react-dom'));
    await old.get('/262.aa11bb22.js');
    const next = startWorker('build-2', old.caches, ['/main.3f2a9c1b.js', '/262.aa11bb22.js']);
    next.network.mockResolvedValueOnce(ok('main v2'));
    await next.lifecycle('install');
    expect(next.network).toHaveBeenCalledTimes(1);
    await next.activate();
    expect(await (await next.get('/main.3f2a9c1b.js'))!.text()).toBe('main v2');
    expect(await (await next.get('/262.aa11bb22.js'))!.text()).toBe('react-dom');
    expect(next.network).toHaveBeenCalledTimes(1);
  });

  describe("the person's remotes, named by the page after sign-in", () => {
    const LEAVE = `${ORIGIN}/mf/mf-leave/mf-manifest.json`;
    const CDN = 'https://cdn.example/mf-leave/v42/mf-manifest.json';
    /** A remote's mf-manifest.json: two pages, one shared fallback, the chunk names of one deploy. */
    const manifest = (deploy: string) => ({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './LeaveRequestPage',
          assets: {
            js: {
              sync: [`7401.${deploy}.js`, `expose_LeaveRequestPage.${deploy}.js`],
              async: [`texts.${deploy}.js`, `button.${deploy}.js`, `__federation_expose_approval.${deploy}.js`],
            },
          },
        },
        {
          path: './LeaveApprovalPage',
          assets: { js: { sync: [`__federation_expose_approval.${deploy}.js`], async: [`texts.${deploy}.js`] } },
        },
      ],
      shared: [{ name: 'antd/es/button', assets: { js: { sync: [`button.${deploy}.js`], async: [] } } }],
    });
    /** The network: each remote's files of `deploy` (a manifest at `manifestUrl`), anything else unreachable. */
    function serve(
      worker: ReturnType<typeof startWorker>,
      deploy: string,
      manifestUrl = LEAVE,
      refused: string[] = [],
    ) {
      worker.network.mockImplementation(async (request) => {
        const url = typeof request === 'string' ? request : request.url;
        if (url === manifestUrl) return ok(JSON.stringify(manifest(deploy)));
        if (url.startsWith(new URL('.', manifestUrl).href) && !refused.includes(url)) return ok(`${url} of ${deploy}`);
        throw new TypeError('Failed to fetch');
      });
    }
    const cut = (worker: ReturnType<typeof startWorker>) =>
      worker.network.mockRejectedValue(new TypeError('Failed to fetch'));

    it('caches the manifest, remoteEntry.js and the chunks of the pages the person may open, no shared fallback', async () => {
      const worker = startWorker('build-1');
      serve(worker, 'aaaa1111');
      const cached = await worker.precacheRemotes([{ manifest: LEAVE, modules: ['./LeaveRequestPage'] }]);
      const leave = (file: string) => `${ORIGIN}/mf/mf-leave/${file}`;
      expect(cached).toEqual([
        LEAVE,
        leave('remoteEntry.js'),
        leave('7401.aaaa1111.js'),
        leave('expose_LeaveRequestPage.aaaa1111.js'),
        leave('texts.aaaa1111.js'),
      ]);
      cut(worker);
      expect(await (await worker.get('/mf/mf-leave/expose_LeaveRequestPage.aaaa1111.js'))!.text()).toBe(
        `${leave('expose_LeaveRequestPage.aaaa1111.js')} of aaaa1111`,
      );
      expect(await (await worker.get('/mf/mf-leave/remoteEntry.js'))!.text()).toBe(
        `${leave('remoteEntry.js')} of aaaa1111`,
      );
    });

    it("a remote's new deploy replaces its older files; its manifest and remoteEntry.js are still asked first", async () => {
      const worker = startWorker('build-1');
      serve(worker, 'aaaa1111');
      await worker.precacheRemotes([{ manifest: LEAVE, modules: ['./LeaveRequestPage'] }]);
      serve(worker, 'bbbb2222');
      expect(await (await worker.get('/mf/mf-leave/remoteEntry.js'))!.text()).toContain('of bbbb2222');
      await worker.precacheRemotes([{ manifest: LEAVE, modules: ['./LeaveRequestPage'] }]);
      const files = [...worker.caches.get('static-build-1')!.keys()].filter((url) => url.includes('/mf-leave/'));
      expect(files.filter((url) => url.includes('aaaa1111'))).toEqual([]);
      expect(files.filter((url) => url.includes('bbbb2222'))).toHaveLength(3);
    });

    it('answers for a remote on another origin only with what it precached there (CORS); a refused file is skipped', async () => {
      const worker = startWorker('build-1');
      const cdn = (file: string) => `https://cdn.example/mf-leave/v42/${file}`;
      serve(worker, 'aaaa1111', CDN, [cdn('texts.aaaa1111.js')]);
      const cached = await worker.precacheRemotes([{ manifest: CDN, modules: ['./LeaveRequestPage'] }]);
      expect(cached).toContain(cdn('7401.aaaa1111.js'));
      expect(cached).not.toContain(cdn('texts.aaaa1111.js'));
      expect(worker.network).toHaveBeenCalledWith(cdn('7401.aaaa1111.js'), expect.objectContaining({ mode: 'cors' }));
      cut(worker);
      expect(await (await worker.get(cdn('7401.aaaa1111.js')))!.text()).toBe(`${cdn('7401.aaaa1111.js')} of aaaa1111`);
      expect(await worker.get(cdn('texts.aaaa1111.js'))).toBeNull();
      expect(await worker.get(cdn('__federation_expose_approval.aaaa1111.js'))).toBeNull();
    });

    it('a restarted worker still answers for what it precached on another origin', async () => {
      const first = startWorker('build-1');
      serve(first, 'aaaa1111', CDN);
      await first.precacheRemotes([{ manifest: CDN, modules: ['./LeaveRequestPage'] }]);
      const restarted = startWorker('build-1', first.caches);
      // It reads its cache back as it starts.
      await new Promise((resolve) => setTimeout(resolve, 0));
      cut(restarted);
      expect(await restarted.get('https://cdn.example/mf-leave/v42/7401.aaaa1111.js')).not.toBeNull();
    });
  });

  it('shows a push as a notification with its title and body, remembering the page to open', async () => {
    const worker = startWorker('build-1');
    const message = {
      title: 'Your leave request was approved',
      body: 'Your vacation leave request was approved.',
      url: `${ORIGIN}/leave-dashboard`,
    };
    await worker.dispatch('push', { data: worker.pushData(JSON.stringify(message)) });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Your leave request was approved', {
      body: 'Your vacation leave request was approved.',
      icon: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/leave-dashboard` },
    });
  });

  it('never remembers a page of another origin, and shows a push without JSON as its text', async () => {
    const worker = startWorker('build-1');
    const message = { title: 'Phish', body: 'Click', url: 'https://evil.example/login' };
    await worker.dispatch('push', { data: worker.pushData(JSON.stringify(message)) });
    await worker.dispatch('push', { data: worker.pushData('plain words') });
    const calls = worker.self.registration.showNotification.mock.calls as unknown as [
      string,
      { data: object; body: string },
    ][];
    expect(calls[0]![1].data).toEqual({ url: `${ORIGIN}/` });
    expect(calls[1]![0]).toBe('Attendance');
    expect(calls[1]![1].body).toBe('plain words');
  });

  it('on a click focuses a window already on the page, else opens one', async () => {
    const worker = startWorker('build-1');
    const notification = { close: jest.fn(), data: { url: `${ORIGIN}/leave-dashboard` } };
    await worker.dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/leave-dashboard`);

    const open = { url: `${ORIGIN}/leave-dashboard`, focus: jest.fn(async () => undefined) };
    worker.windows.push(open);
    await worker.dispatch('notificationclick', { notification });
    expect(open.focus).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledTimes(1);
  });
});

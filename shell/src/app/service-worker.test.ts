/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://attendance.example';

type Listener = (event: Record<string, unknown>) => void;

/** public/sw.js as the build stamps it, run against a fake network and Cache Storage. */
function startWorker(buildId: string, caches = new Map<string, Map<string, Response>>()) {
  const listeners: Record<string, Listener> = {};
  const network = jest.fn<Promise<Response>, [Request]>();
  const keyOf = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const cacheStorage = {
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      const entries = caches.get(name)!;
      return {
        match: async (key: Request | string) => entries.get(keyOf(key))?.clone(),
        put: async (key: Request | string, response: Response) => void entries.set(keyOf(key), response),
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
  vm.runInNewContext(SOURCE.replace(/__BUILD_ID__/g, buildId), { self, caches: cacheStorage, fetch: network, URL });

  /** What the page gets for a request: the worker's answer, or null when it leaves the request to the browser. */
  async function get(url: string, mode: RequestMode = 'no-cors', method = 'GET'): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const request = { url: new URL(url, ORIGIN).href, mode, method } as Request;
    listeners.fetch!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  }
  async function activate() {
    let done: Promise<unknown> = Promise.resolve();
    listeners.activate!({ waitUntil: (work: Promise<unknown>) => (done = work) });
    await done;
  }
  /** Dispatches a push or notificationclick event and waits for the work it hands to waitUntil. */
  async function dispatch(type: 'push' | 'notificationclick', event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (work: Promise<unknown>) => (done = work) });
    await done;
  }
  const pushData = (text: string) => ({ json: () => JSON.parse(text), text: () => text });
  return { get, activate, network, caches, dispatch, pushData, windows, self };
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

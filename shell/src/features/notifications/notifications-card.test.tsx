import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes } from 'shared-auth/testing';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';
import english from '../../locales/en.json';

const TEXT = english.notifications;

const ALL_ON = {
  leave_decided: { mail: true, push: true },
  approval_waiting: { mail: true, push: true },
  shift_published: { mail: true, push: true },
  forgot_clock_out: { mail: true, push: true },
};
const PUBLIC_KEY = 'BPnJRzpj8cCq0nvoL-0hKTWxFzKDvHwGiuhxgyUpR3vUCgfqMkpS2mjIbAmrhZVhD0YExsP8NONmsIzU-1Tl8pA';

/** The api's side: preferences all on, the PUT answering what it got merged in; bodies of the writes kept. */
function api() {
  const bodies: Record<string, unknown[]> = { PUT: [], POST: [], DELETE: [] };
  const keep = (method: string, answer: (body: Record<string, unknown>) => unknown) => async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies[method]!.push(body);
    return { status: method === 'POST' ? 201 : 200, body: answer(body) };
  };
  const mock = stubApi({
    'GET /api/me/pin': { body: { has_pin: false } },
    'GET /api/me/notification_preferences': { body: ALL_ON },
    'PUT /api/me/notification_preferences': keep('PUT', (body) => ({
      message: 'Notification preferences saved.',
      preferences: { ...ALL_ON, ...body },
    })),
    'GET /api/push/public_key': { body: { public_key: PUBLIC_KEY } },
    'POST /api/push/subscriptions': keep('POST', () => ({ message: 'Push notifications are on in this browser.' })),
    'DELETE /api/push/subscriptions': keep('DELETE', () => ({
      message: 'Push notifications are off in this browser.',
    })),
  });
  return { mock, bodies };
}

/** A browser that can push: a service worker registration whose push manager subscribes as `permission` allows. */
function fakePushBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BKey', auth: 'auth' },
    }),
    unsubscribe: jest.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const subscribe = jest.fn(async () => (current = subscription));
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { requestPermission: jest.fn(async () => permission) },
  });
  return { subscribe, subscription };
}

afterEach(() => {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    delete (target as unknown as Record<string, unknown>)[name];
  }
});

async function openAccountPage() {
  signInAs('employee');
  await renderApp('/change_password');
  return screen.findByRole('switch', { name: `${TEXT.events.leave_decided}: ${TEXT.push}` });
}

describe('notification preferences on the account page', () => {
  it('shows mail and push for each event and saves a switch at once', async () => {
    const { bodies } = api();
    const leavePush = await openAccountPage();
    for (const event of Object.values(TEXT.events)) {
      expect(screen.getByRole('switch', { name: `${event}: ${TEXT.mail}` })).toBeChecked();
    }
    await waitChecked(leavePush);
    await userEvent.setup().click(leavePush);
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    expect(bodies.PUT).toEqual([{ leave_decided: { mail: true, push: false } }]);
  });

  it('says so where the browser cannot push', async () => {
    api();
    await openAccountPage();
    expect(screen.getByText(TEXT.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.enable })).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the api key and saves the subscription; turns it off again', async () => {
    const { bodies } = api();
    const browser = fakePushBrowser('granted');
    await openAccountPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.enable }));
    expect(await screen.findByText('Push notifications are on in this browser.')).toBeInTheDocument();
    const options = (browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(bodies.POST).toEqual([
      { endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'BKey', auth: 'auth' } },
    ]);
    expect(screen.getByText(TEXT.enabledHere)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXT.disable }));
    expect(await screen.findByText('Push notifications are off in this browser.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(bodies.DELETE).toEqual([{ endpoint: 'https://push.example/send/abc' }]);
  });

  it('subscribes nothing when the person blocks notifications', async () => {
    const { mock } = api();
    const browser = fakePushBrowser('denied');
    await openAccountPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.enable }));
    expect(await screen.findByText(TEXT.denied)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calledRoutes(mock)).not.toContain('POST /api/push/subscriptions');
  });
});

async function waitChecked(element: HTMLElement) {
  await within(element.parentElement!).findByRole('switch', { checked: true });
}

import { waitFor } from '@testing-library/react';
import type { Role, StoredSession } from 'shared-auth';
import { forgetRegistry } from '../shared/remote-registry/registry-source';
import { stubApi, TEST_REGISTRY } from '../testing/render-app';
import { precacheRemotesOfSignedIn, remotesToPrecache } from './precache-remotes';

const ORIGIN = 'https://attendance.example';
const manifestOf = (name: string) => `${ORIGIN}/mf/${name}/mf-manifest.json`;

describe('remotesToPrecache', () => {
  it("names the remotes whose pages the employee may open, with only those pages' modules", () => {
    expect(remotesToPrecache(TEST_REGISTRY, 'employee', ORIGIN)).toEqual([
      {
        manifest: manifestOf('mf-attendance'),
        modules: ['./AttendancePage', './TimesheetPage', './AttendanceLogsPage'],
      },
      { manifest: manifestOf('mf-leave'), modules: ['./LeaveRequestPage', './MyLeavePage', './TeamCalendarPage'] },
      { manifest: manifestOf('mf-scheduling'), modules: ['./MyShiftsPage'] },
    ]);
  });

  it("gives the admin the admin's pages, never the kiosk (a page alone, no one's)", () => {
    const remotes = remotesToPrecache(TEST_REGISTRY, 'admin', ORIGIN);
    expect(remotes.map((remote) => remote.manifest)).toEqual(
      ['mf-attendance', 'mf-reports', 'mf-people', 'mf-leave', 'mf-settings', 'mf-scheduling'].map(manifestOf),
    );
    expect(remotes.flatMap((remote) => remote.modules)).toContain('./SettingsPage');
    expect(remotes.flatMap((remote) => remote.modules)).not.toContain('./KioskPage');
    expect(remotes.flatMap((remote) => remote.modules)).not.toContain('./LeaveRequestPage');
  });

  it('keeps a manifest on another origin as it is', () => {
    const registry = {
      revision: 'cdn',
      remotes: [{ ...TEST_REGISTRY.remotes.find((remote) => remote.name === 'mf_settings')! }],
    };
    registry.remotes[0]!.manifest = 'https://cdn.example/mf-settings/v42/mf-manifest.json';
    expect(remotesToPrecache(registry, 'admin', ORIGIN)).toEqual([
      { manifest: 'https://cdn.example/mf-settings/v42/mf-manifest.json', modules: ['./SettingsPage'] },
    ]);
  });
});

describe('precacheRemotesOfSignedIn', () => {
  /** A store whose session the test sets, and a service worker that records what the page tells it. */
  function setUp(role: Role | null) {
    const listeners: (() => void)[] = [];
    let user = role ? ({ role } as StoredSession) : null;
    const store = {
      getState: () => ({ session: { user } }),
      subscribe: (listener: () => void) => listeners.push(listener),
    };
    const postMessage = jest.fn();
    const container = { ready: Promise.resolve({ active: { postMessage } }) } as unknown as ServiceWorkerContainer;
    const signIn = (next: Role | null) => {
      user = next ? ({ role: next } as StoredSession) : null;
      listeners.forEach((listener) => listener());
    };
    return { store, container, postMessage, signIn };
  }
  const told = (postMessage: jest.Mock) =>
    postMessage.mock.calls.map(([message]) => message.remotes.map((remote: { manifest: string }) => remote.manifest));

  beforeEach(() => {
    forgetRegistry();
    stubApi();
  });

  it("tells the worker the signed-in person's remotes once, and again when someone else signs in", async () => {
    const { store, container, postMessage, signIn } = setUp(null);
    precacheRemotesOfSignedIn(store, container);
    signIn('employee');
    signIn('employee');
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage.mock.calls[0]![0]).toMatchObject({ type: 'precache-remotes' });
    expect(told(postMessage)[0]).toHaveLength(3);
    signIn(null);
    signIn('admin');
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2));
    expect(told(postMessage)[1]).toHaveLength(6);
  });

  it('tells it at start for a restored session; nothing while signed out', async () => {
    const restored = setUp('manager');
    const signedOut = setUp(null);
    precacheRemotesOfSignedIn(signedOut.store, signedOut.container);
    precacheRemotesOfSignedIn(restored.store, restored.container);
    // Through the same registry and idle wait, a message for the signed-out page would be out by now too.
    await waitFor(() => expect(restored.postMessage).toHaveBeenCalledTimes(1));
    signedOut.signIn('employee');
    await waitFor(() => expect(signedOut.postMessage).toHaveBeenCalled());
    expect(told(signedOut.postMessage)).toEqual([remotesToPrecache(TEST_REGISTRY, 'employee').map((r) => r.manifest)]);
  });
});

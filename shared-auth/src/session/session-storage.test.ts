import { signedIn, signedOut, type StoredSession } from './session-slice';
import { loadStoredSession, saveStoredSession, SESSION_STORAGE_KEY, syncSessionAcrossTabs } from './session-storage';
import { sessionFromTokens } from './token-claims';
import { fakeToken } from '../testing';

const session = sessionFromTokens(
  fakeToken({ full_name: 'Eve Employee', role: 'employee' }),
  'refresh-1',
) as StoredSession;

describe('session storage', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the session in local storage under `user`', () => {
    expect(SESSION_STORAGE_KEY).toBe('user');
    saveStoredSession(session);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(session);
    expect(loadStoredSession()).toEqual(session);
    saveStoredSession(null);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(loadStoredSession()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{oops'],
    ['JSON null', 'null'],
    ['a malformed token', JSON.stringify({ ...session, token: 'junk' })],
    ['no refresh token', JSON.stringify({ ...session, refreshToken: undefined })],
    ['an unknown role', JSON.stringify({ ...session, role: 'root' })],
  ])('ignores junk in storage: %s', (_case, raw) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('user', raw);
    expect(loadStoredSession()).toBeNull();
    jest.restoreAllMocks();
  });

  it('follows sign-ins and logouts of other tabs', () => {
    const dispatch = jest.fn();
    syncSessionAcrossTabs(dispatch);
    const fromOtherTab = (newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue, storageArea: window.localStorage }));

    fromOtherTab(JSON.stringify(session));
    fromOtherTab(null);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }),
    );
    expect(dispatch.mock.calls).toEqual([[signedIn(session)], [signedOut()]]);
  });
});

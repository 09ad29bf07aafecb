import { fakeToken } from '../testing';
import {
  DEFAULT_FULL_NAME,
  REFRESH_THRESHOLD_SECONDS,
  mustChangePassword,
  needsRefresh,
  readClaims,
  secondsToExpiry,
  sessionFromTokens,
} from './token-claims';

describe('token claims', () => {
  it('reads the session from the claims', () => {
    const token = fakeToken({ sub: '42', full_name: 'Ada Lovelace', email: 'ada@acme.example', role: 'manager' });
    expect(sessionFromTokens(token, 'refresh-1', 'typed@acme.example')).toEqual({
      token,
      refreshToken: 'refresh-1',
      fullName: 'Ada Lovelace',
      email: 'ada@acme.example',
      role: 'manager',
      employee_id: '42',
    });
  });

  it('falls back to the spec defaults for missing claims', () => {
    const session = sessionFromTokens(fakeToken({ role: 'superuser' }), 'r', 'typed@acme.example');
    expect(session).toMatchObject({ fullName: DEFAULT_FULL_NAME, email: 'typed@acme.example', role: 'employee' });
    expect(DEFAULT_FULL_NAME).toBe('Unknown User');
    expect(mustChangePassword(fakeToken())).toBe(false);
  });

  it('reads must_change_password', () => {
    expect(mustChangePassword(fakeToken({ must_change_password: true }))).toBe(true);
  });

  it('logs a malformed token and treats it as no user', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readClaims('not-a-jwt')).toBeNull();
    expect(sessionFromTokens('not-a-jwt', 'r', 'typed@acme.example')).toBeNull();
    expect(mustChangePassword('not-a-jwt')).toBe(false);
    expect(log).toHaveBeenCalledWith('Malformed session token', expect.any(Error));
    log.mockRestore();
  });

  it('needs a refresh under 120 seconds from expiry', () => {
    const now = Date.now();
    const token = fakeToken({}, 600);
    expect(secondsToExpiry(token, now)).toBeCloseTo(600, -1);
    expect(needsRefresh(token, now + (600 - REFRESH_THRESHOLD_SECONDS - 2) * 1000)).toBe(false);
    expect(needsRefresh(token, now + (600 - REFRESH_THRESHOLD_SECONDS + 2) * 1000)).toBe(true);
    expect(needsRefresh(fakeToken({}, -5), now)).toBe(true);
  });
});

import { errorMessage, isUnreachable } from './error-message';

describe('errorMessage', () => {
  it('prefers the server error, else the fallback', () => {
    expect(errorMessage({ status: 400, data: { error: 'Invalid credentials.' } }, 'Login failed.')).toBe(
      'Invalid credentials.',
    );
    expect(errorMessage({ status: 500, data: 'Bad gateway' }, 'Login failed.')).toBe('Login failed.');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Login failed.')).toBe('Login failed.');
    expect(errorMessage(undefined, 'Login failed.')).toBe('Login failed.');
  });

  it('words an unreachable server differently when asked', () => {
    const failed = 'Login failed.';
    const unreachable = 'An error occurred during login.';
    expect(errorMessage({ status: 502, data: null }, failed, unreachable)).toBe(failed);
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' }, failed, unreachable)).toBe(
      failed,
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, failed, unreachable)).toBe(
      unreachable,
    );
    expect(errorMessage(new Error('boom'), failed, unreachable)).toBe(unreachable);
  });
});

describe('isUnreachable', () => {
  it('is true only for a call that got no HTTP answer', () => {
    expect(isUnreachable({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(true);
    expect(isUnreachable({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(true);
    expect(isUnreachable(new Error('boom'))).toBe(true);
    expect(isUnreachable({ status: 503, data: { error: 'Busy.', code: 'face.engine_unavailable' } })).toBe(false);
    expect(isUnreachable({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe(false);
  });
});

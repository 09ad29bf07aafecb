import { errorMessage } from './error-message';

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

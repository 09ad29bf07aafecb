import { errorCode, errorStatus, isApiError } from './api-error';

const refused = {
  status: 400,
  data: { error: 'Insufficient leave balance: 2 days remaining', code: 'leave.insufficient_balance' },
};

describe('isApiError', () => {
  it('accepts an api answer with {error, code}', () => {
    expect(isApiError(refused)).toBe(true);
    expect(isApiError({ status: 400, data: { ...refused.data, reason: 'no_face', fallback_offered: true } })).toBe(
      true,
    );
  });

  it('refuses what is not an api error body', () => {
    expect(isApiError({ status: 400, data: { error: 'No code.' } })).toBe(false);
    expect(isApiError({ status: 400, data: { code: 'not_found' } })).toBe(false);
    expect(isApiError({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(false);
    expect(isApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe(false);
    expect(isApiError({ status: 400, data: null })).toBe(false);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});

describe('errorCode', () => {
  it("is the api's code, or undefined without one", () => {
    expect(errorCode(refused)).toBe('leave.insufficient_balance');
    expect(errorCode({ status: 401, data: { error: 'Authentication required.', code: 'auth.missing_token' } })).toBe(
      'auth.missing_token',
    );
    expect(errorCode({ status: 500, data: 'Bad gateway' })).toBeUndefined();
    expect(errorCode({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});

describe('errorStatus', () => {
  it('is the HTTP status or RTK Query word for a call without one', () => {
    expect(errorStatus(refused)).toBe(400);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('FETCH_ERROR');
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus('text')).toBeUndefined();
  });
});

import type { ErrorResponse, TokenPair } from 'api-contract';
import { apiUrl } from 'shared-auth';

// Spec section 8, login.
export const LOGIN_FAILED = 'Login failed.';
export const LOGIN_ERROR = 'An error occurred during login.';

/** POST /api/login; throws an Error whose message is the text to show. */
export async function requestLogin(email: string, password: string): Promise<TokenPair> {
  let response: Response;
  try {
    response = await fetch(apiUrl('login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(LOGIN_ERROR);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<TokenPair & ErrorResponse>;
  if (!response.ok || !body.access_token || !body.refresh_token) throw new Error(body.error || LOGIN_FAILED);
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}

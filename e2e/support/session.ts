import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { newPage } from './browser';
import type { TestClock } from './clock';
import { DEMO_PASSWORD } from './demo';

interface Claims {
  sub: string;
  full_name: string;
  email: string;
  role: string;
}

/**
 * The session shared-auth keeps in local storage under `user` (docs/product-spec.md section 3), from a sign-in through the api: a
 * page opens signed in without walking through the sign-in form. Each call is a sign-in of its own, so no two pages
 * share (and rotate) one refresh token.
 */
async function storedSession(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as Claims;
  return JSON.stringify({
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
    fullName: claims.full_name,
    email: claims.email,
    role: claims.role,
    employee_id: claims.sub,
  });
}

/** A page in a fresh context (see newPage) that is already signed in as `email`; it has not loaded anything yet. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  options: BrowserContextOptions = {},
  clock?: TestClock,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const user = await storedSession(baseUrl, email, password);
  const storageState = { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'user', value: user }] }] };
  return newPage(browser, baseUrl, { ...options, storageState }, clock);
}

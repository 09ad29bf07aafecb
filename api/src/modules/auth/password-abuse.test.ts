import { createTestApp, TestContext } from '../../test/test-app';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const forgot = (email: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/forgot_password', payload: { email }, remoteAddress });
const reset = (token: string, new_password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/reset_password', payload: { token, new_password }, remoteAddress });

describe('password strength', () => {
  it('refuses short, common and own-name passwords with a clear message, accepts a strong one', async () => {
    const user = await t.createUser('employee', { email: 'marguerite.okonkwo@test.example' });
    const { access_token } = await t.login(user);
    const change = (new_password: string) =>
      t.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: bearer(access_token),
        payload: { old_password: user.password, new_password },
      });
    expect((await change('Short#1a')).json()).toEqual(apiError('auth.password_too_short'));
    for (const weak of ['password123', 'marguerite.okonkwo', 'Okonkwo2026!']) {
      const res = await change(weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^New password is too easy to guess\./);
    }
    expect((await change('Tundra-Pelican-Lattice-61')).statusCode).toBe(200);
  });
});

describe('change_password limit', () => {
  it('allows five wrong old passwords per account, then answers 429 with Retry-After', async () => {
    const user = await t.createUser('employee');
    const { access_token } = await t.login(user);
    const attempt = (old_password: string) =>
      t.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: bearer(access_token),
        payload: { old_password, new_password: 'Tundra-Pelican-Lattice-62' },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(`guess-${i}`)));
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.json()).toEqual(apiError('auth.too_many_password_attempts'));
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(user.password)).statusCode).toBe(429);
  });
});

describe('forgot_password', () => {
  it('answers the same for a known and an unknown email without waiting for the lookup or the mail', async () => {
    const user = await t.createUser('employee');
    const send = t.app.mailer.send;
    let releaseMail = () => {};
    // The mail never leaves until released: a handler that waited for it would never answer.
    t.app.mailer.send = () => new Promise<void>((done) => (releaseMail = done));
    try {
      const known = await forgot(user.email, '10.20.0.1');
      const unknown = await forgot('nobody-here@test.example', '10.20.0.2');
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      while (
        (await t.db.selectFrom('password_reset_tokens').select('id').where('employee_id', '=', user.id).execute())
          .length === 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      releaseMail();
      await t.app.background.idle();
      t.app.mailer.send = send;
    }
  });

  it('limits requests per email and per address', async () => {
    const user = await t.createUser('employee');
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email, `10.21.0.${i}`)).statusCode).toBe(200);
    const perEmail = await forgot(user.email, '10.21.1.1');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toEqual(apiError('auth.too_many_reset_requests'));
    for (let i = 0; i < 10; i += 1) await forgot(`someone${i}@test.example`, '10.22.0.1');
    expect((await forgot('someone-else@test.example', '10.22.0.1')).statusCode).toBe(429);
    await t.app.background.idle();
  });
});

describe('reset_password', () => {
  it('checks the link before the password, and limits guesses per address', async () => {
    const bad = await reset('not-a-token', 'weak', '10.23.0.1');
    expect(bad.json()).toEqual(apiError('auth.invalid_reset_token'));
    for (let i = 0; i < 9; i += 1) await reset(`guess-${i}`, 'Tundra-Pelican-Lattice-63', '10.23.0.1');
    const limited = await reset('guess-last', 'Tundra-Pelican-Lattice-63', '10.23.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

import { createTestApp, TestContext } from '../../test/test-app';
import { AUTH_MESSAGES } from './messages';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_IP: '6', LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('blocks an email after too many failures, from any IP, even with the right password', async () => {
    const user = await t.createUser('employee');
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, '10.1.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
    expect((await login(user.email.toUpperCase(), user.password, '10.1.0.5')).statusCode).toBe(429);
  });

  it('blocks an IP after too many failures across different emails', async () => {
    const user = await t.createUser('employee');
    for (let i = 0; i < 6; i += 1) {
      expect((await login(`guess${i}@test.example`, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('clears the email counter after a successful sign-in', async () => {
    const user = await t.createUser('employee');
    await login(user.email, 'wrong', '10.3.0.1');
    await login(user.email, 'wrong', '10.3.0.1');
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
    await login(user.email, 'wrong', '10.3.0.1');
    await login(user.email, 'wrong', '10.3.0.1');
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { machineRedis, redisListens } from '../../test/redis';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { apiError } from '../../test/api-error';

// Five attempts on an account start at once, the next four 200, 400, 800 and 1,600 ms after the one before
// (by 3 s); the tenth would wait 3.2 s more than that, longer than the longest delay, so it is refused.
const MAX_DELAY_MS = 3200;
const LIMITS = {
  LOGIN_SLOWDOWN_AFTER: '5',
  LOGIN_SLOWDOWN_BASE_MS: '200',
  LOGIN_SLOWDOWN_MAX_MS: String(MAX_DELAY_MS),
  // Per account from one address, and from one known browser.
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3',
  TRUST_PROXY: 'true',
};

let accounts = 0;
/** An account no other run shares: the Redis counters outlive a test file. */
const uniqueAccount = (t: TestContext) =>
  t.createUser('employee', { email: `owner.${process.pid}.${Date.now()}.${(accounts += 1)}@test.example` });

const signIn = (
  app: FastifyInstance,
  { email, password }: Pick<TestUser, 'email' | 'password'>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers });

/** `name=value` of the device cookie a sign-in answered, as a browser sends it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in ${res.statusCode} ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Passwords checked so far (every sign-in the limits let through), on every instance given. */
async function evaluations(...apps: FastifyInstance[]): Promise<number> {
  const counts = await Promise.all(apps.map((app) => app.metrics.loginAttempts.get()));
  return counts
    .flatMap(({ values }) => values)
    .filter(({ labels }) => labels.result !== 'limited')
    .reduce((sum, { value }) => sum + value, 0);
}

/**
 * `count` guesses for `owner`'s account sent at once, each from its own address, over the instances given (guess
 * `right` with the right password). `throttled` resolves at the first refusal: from then on, for about 3 s, the
 * account-wide throttle refuses any other browser.
 */
function guesses(apps: FastifyInstance[], owner: TestUser, count: number, network: number, right?: number) {
  let throttle: () => void;
  const throttled = new Promise<void>((resolve) => {
    throttle = resolve;
  });
  const answers = Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await signIn(
        apps[i % apps.length]!,
        { email: owner.email, password: i === right ? owner.password : `wrong-guess-${i}` },
        `10.${network}.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      );
      if (res.statusCode === 429) throttle();
      return res;
    }),
  );
  // Without a refusal (the throttle broken) the test goes on once every guess is answered, and fails there.
  void answers.then(() => throttle());
  return { answers, throttled };
}

/** The finding's bound: ten attempts, then one more for each longest delay the guessing took. */
const allowedEvaluations = (elapsedMs: number) => 10 + Math.floor(elapsedMs / MAX_DELAY_MS);

function expectOnlyRefusedOrWrong(answers: LightMyRequestResponse[]) {
  for (const res of answers) {
    expect([401, 429]).toContain(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.json()).toEqual(apiError('auth.too_many_attempts'));
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  }
}

function limitsSuite(name: string, env: Record<string, string>) {
  describe(`sign-in limits under concurrent guessing, counters ${name}`, () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp({ env: { ...LIMITS, ...env } });
    });
    afterAll(() => t.close());

    it('checks at most ten of 100 concurrent guesses from 100 addresses, plus what the delays allow meanwhile', async () => {
      const owner = await uniqueAccount(t);
      const before = await evaluations(t.app);
      const started = Date.now();
      // Guess #61 is the right password: the finding had it signed in.
      const answers = await guesses([t.app], owner, 100, 1, 60).answers;
      const elapsed = Date.now() - started;
      const evaluated = (await evaluations(t.app)) - before;
      expect(evaluated).toBeLessThanOrEqual(allowedEvaluations(elapsed));
      expect(answers.filter((res) => res.statusCode !== 429)).toHaveLength(evaluated);
      expectOnlyRefusedOrWrong(answers.filter((_, i) => i !== 60));
    });

    it("lets the owner's known browser sign in at once meanwhile, while a new browser is refused", async () => {
      const owner = await uniqueAccount(t);
      const known = deviceCookie(await signIn(t.app, owner, '10.2.0.1'));
      const attack = guesses([t.app], owner, 100, 3);
      await attack.throttled;
      const [stranger, mine] = await Promise.all([
        signIn(t.app, owner, '10.2.0.2'),
        signIn(t.app, owner, '10.2.0.1', { cookie: known }),
      ]);
      // Asked together: the account's turns were all taken (the stranger is refused, not held), so the known
      // browser, answered 200, took none and waited for none of the held guesses. Said by the answers, not by a
      // clock a loaded machine could skew.
      expect(stranger.statusCode).toBe(429);
      expect(mine.statusCode).toBe(200);
      expect(deviceCookie(mine)).not.toBe(known);
      await attack.answers;
    });

    it('gives no exemption to a forged, re-addressed, locked-out or other account device cookie', async () => {
      const owner = await uniqueAccount(t);
      const colleague = await uniqueAccount(t);
      const ownerCookie = deviceCookie(await signIn(t.app, owner, '10.4.0.1'));
      const colleagueCookie = deviceCookie(await signIn(t.app, colleague, '10.4.0.2'));
      const lockedCookie = deviceCookie(await signIn(t.app, owner, '10.4.0.3'));
      for (let i = 0; i < 3; i += 1) {
        const res = await signIn(t.app, { ...owner, password: 'wrong' }, '10.4.0.3', { cookie: lockedCookie });
        expect(res.statusCode).toBe(401);
      }
      const [name, value] = ownerCookie.split('=') as [string, string];
      const signature = value.split('.')[3]!;
      const forged = `${name}=${value.slice(0, -signature.length)}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      const [ownerAccount] = value.split('.');
      const readdressed = colleagueCookie.replace(/=[^.]+/, `=${ownerAccount}`);

      const attack = guesses([t.app], owner, 30, 5);
      await attack.throttled;
      const tries = await Promise.all(
        [forged, readdressed, colleagueCookie, lockedCookie, ownerCookie].map((cookie, i) =>
          signIn(t.app, owner, `10.6.0.${i + 1}`, { cookie }),
        ),
      );
      expect(tries.map((res) => res.statusCode)).toEqual([429, 429, 429, 429, 200]);
      await attack.answers;
    });

    it('sets the device cookie HttpOnly, SameSite=Strict, for the sign-in path only, and Secure over https', async () => {
      const owner = await uniqueAccount(t);
      const failed = await signIn(t.app, { ...owner, password: 'wrong' }, '10.7.0.1');
      expect(failed.headers['set-cookie']).toBeUndefined();
      const plain = (await signIn(t.app, owner, '10.7.0.1')).cookies.find((c) => c.name === DEVICE_COOKIE);
      expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', maxAge: 180 * 86_400 });
      expect(plain?.secure).toBeUndefined();
      const behindTls = await signIn(t.app, owner, '10.7.0.1', { 'x-forwarded-proto': 'https' });
      expect(behindTls.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    });
  });
}

// These tests are about shared turns, not deadlines: with the 250 ms default a loaded machine's event loop alone
// could count Redis as down, and each instance would then count alone.
const ON_REDIS = { REDIS_URL: machineRedis, REDIS_COMMAND_TIMEOUT_MS: '10000' };

limitsSuite('in memory', {});
if (redisListens) limitsSuite('on Redis', ON_REDIS);
else describe.skip(`sign-in limits on Redis (nothing listens at ${machineRedis})`, () => undefined);

// A second instance needs PostgreSQL (test-app's anotherInstance).
(process.env.DATABASE_URL && redisListens ? describe : describe.skip)('two api instances on one Redis', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...LIMITS, ...ON_REDIS } });
  });
  afterAll(() => t.close());

  it('hold the same bound together, and each honours the device cookie the other issued', async () => {
    const other = await t.anotherInstance();
    const owner = await uniqueAccount(t);
    const known = deviceCookie(await signIn(t.app, owner, '10.8.0.1'));
    const before = await evaluations(t.app, other);
    const started = Date.now();
    const attack = guesses([t.app, other], owner, 100, 9, 60);
    await attack.throttled;
    const [stranger, mine] = await Promise.all([
      signIn(t.app, owner, '10.8.0.2'),
      signIn(other, owner, '10.8.0.1', { cookie: known }),
    ]);
    const answers = await attack.answers;
    const elapsed = Date.now() - started;
    expect(stranger.statusCode).toBe(429);
    expect(mine.statusCode).toBe(200);
    // The owner's own sign-in is one of the evaluations.
    const evaluated = (await evaluations(t.app, other)) - before - 1;
    expect(evaluated).toBeLessThanOrEqual(allowedEvaluations(elapsed));
    expect(answers.filter((res) => res.statusCode !== 429)).toHaveLength(evaluated);
    expectOnlyRefusedOrWrong(answers.filter((_, i) => i !== 60));
  });
});

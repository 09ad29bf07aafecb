import { apiError } from '../../test/api-error';
import { createTestApp, TestContext } from '../../test/test-app';
import { PREFERENCES_MESSAGES as M } from './messages';

let t: TestContext;
let employee: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  employee = (await t.signedIn('employee')).headers;
  admin = (await t.signedIn('admin')).headers;
});
afterAll(() => t.close());

const getPreferences = async (headers = employee) =>
  (await t.inject({ method: 'GET', url: '/api/me/preferences', headers })).json();
const putLanguage = (language: unknown, headers = employee) =>
  t.inject({ method: 'PUT', url: '/api/me/preferences', headers, payload: { language } });
const setDefaultLanguage = async (value: string) => {
  const settings = (await t.inject({ method: 'GET', url: '/api/settings', headers: admin })).json() as Array<{
    setting_key: string;
    setting_value: string;
  }>;
  const changed = settings.map((s) => (s.setting_key === 'DEFAULT_LANGUAGE' ? { ...s, setting_value: value } : s));
  expect((await t.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: changed })).statusCode).toBe(
    200,
  );
};

describe('GET/PUT /api/me/preferences', () => {
  afterEach(async () => {
    await putLanguage(null);
    await setDefaultLanguage('');
  });

  it('has no language until one is chosen, and the company default is the browser until one is set', async () => {
    expect(await getPreferences()).toEqual({ language: null, default_language: null });
  });

  it("saves the person's language and answers the company's default beside it", async () => {
    await setDefaultLanguage('fr');
    const res = await putLanguage('de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.saved, language: 'de', default_language: 'fr' });
    expect(await getPreferences()).toEqual({ language: 'de', default_language: 'fr' });
    // Another person's stays as it was.
    expect(await getPreferences(admin)).toEqual({ language: null, default_language: 'fr' });
    expect((await putLanguage(null)).json()).toMatchObject({ language: null });
  });

  it.each([['pt'], ['EN'], [3]])('refuses the language %p', async (language) => {
    const res = await putLanguage(language);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation.invalid_input');
  });

  it('is for a signed-in person', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/me/preferences' })).json()).toEqual(
      apiError('auth.missing_token'),
    );
  });
});

describe("error texts in the caller's language", () => {
  afterEach(() => putLanguage(null));

  it('answers by Accept-Language, the code unchanged, English without one', async () => {
    const ask = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: 'nobody@acme.example', password: 'x' },
      });
    expect((await ask({})).json()).toEqual(apiError('auth.invalid_credentials'));
    expect((await ask({ 'accept-language': 'de-DE,de;q=0.9' })).json()).toEqual({
      error: 'E-Mail oder Passwort ist ungültig.',
      code: 'auth.invalid_credentials',
    });
    expect((await ask({ 'accept-language': 'ar' })).json().error).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('answers a refusal before any route in the asked language', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"email":',
    });
    expect(res.json()).toEqual({
      error: "Le corps de la requête n'est pas un JSON valide.",
      code: 'request.invalid_json',
    });
  });

  it("answers in the person's own language when the request names none", async () => {
    await putLanguage('es');
    const changePassword = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: { ...employee, ...headers },
        payload: { old_password: 'not-the-old-one', new_password: 'a-new-password-2026' },
      });
    expect((await changePassword({})).json()).toEqual({
      error: 'La contraseña anterior es incorrecta.',
      code: 'auth.wrong_old_password',
    });
    expect((await changePassword({ 'accept-language': 'en-GB' })).json()).toEqual(apiError('auth.wrong_old_password'));
  });
});

import sharp from 'sharp';
import { multipartBody } from '../../test/multipart';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { SETTINGS_MESSAGES as M } from './messages';
import { SETTING_DEFAULTS } from './settings-catalog';
import { apiError } from '../../test/api-error';

let t: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let employee: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('admin')).headers;
  manager = (await t.signedIn('manager')).headers;
  employee = (await t.signedIn('employee')).headers;
});
afterAll(() => t.close());

type Setting = { setting_key: string; setting_value: string };
const getSettings = async (): Promise<Setting[]> =>
  (await t.inject({ method: 'GET', url: '/api/settings', headers: admin })).json();
const putSettings = (payload: Setting[], headers = admin) =>
  t.inject({ method: 'PUT', url: '/api/settings', headers, payload });
const withValue = (settings: Setting[], key: string, value: string) =>
  settings.map((s) => (s.setting_key === key ? { ...s, setting_value: value } : s));

describe('GET/PUT /api/settings', () => {
  it("lists the default settings sorted by key: the catalog's, as the migrations inserted them", async () => {
    const settings = await getSettings();
    const keys = settings.map((s) => s.setting_key);
    expect(keys).toEqual([...keys].sort());
    expect(Object.fromEntries(settings.map((s) => [s.setting_key, s.setting_value]))).toEqual(SETTING_DEFAULTS);
    expect(settings).toEqual(
      expect.arrayContaining([
        { setting_key: 'COMPANY_NAME', setting_value: 'Acme Corporation' },
        { setting_key: 'WORK_START_TIME', setting_value: '09:00' },
        { setting_key: 'SYSTEM_LOGO_PATH', setting_value: '' },
      ]),
    );
  });

  it('is for admins only', async () => {
    for (const headers of [manager, employee]) {
      expect((await t.inject({ method: 'GET', url: '/api/settings', headers })).statusCode).toBe(403);
      expect((await putSettings([], headers)).json()).toEqual({ error: 'Forbidden', code: 'auth.forbidden' });
    }
  });

  it('saves the whole list in one go and audits it', async () => {
    const changed = withValue(withValue(await getSettings(), 'TIME_ZONE', 'America/New_York'), 'GRACE_MINUTES', '15');
    const res = await putSettings(changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.updated });
    expect(await getSettings()).toEqual(changed);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.settingsUpdated)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toEqual({
      changes: {
        TIME_ZONE: { from: 'Europe/London', to: 'America/New_York' },
        GRACE_MINUTES: { from: '10', to: '15' },
      },
    });
  });

  it.each([
    ['TIME_ZONE', 'Mars/Olympus', 'TIME_ZONE must be a valid IANA time zone, e.g. Europe/London.', 'invalid_time_zone'],
    ['WORK_START_TIME', '9am', 'WORK_START_TIME must be a time in HH:MM format.', 'not_time'],
    ['WORK_END_TIME', '08:00', 'WORK_END_TIME must be later than WORK_START_TIME.', 'work_hours_order'],
    ['GRACE_MINUTES', '-1', 'GRACE_MINUTES must be a whole number between 0 and 240.', 'not_whole_number'],
    [
      'WORK_DAYS',
      'Mon,Funday',
      'WORK_DAYS must be a comma-separated list of Mon, Tue, Wed, Thu, Fri, Sat, Sun.',
      'invalid_work_days',
    ],
    ['BLOCK_ON_SPOOF', 'yes', 'BLOCK_ON_SPOOF must be true or false.', 'not_boolean'],
    [
      'DEFAULT_LANGUAGE',
      'pt',
      "DEFAULT_LANGUAGE must be one of: en, de, fr, es, ar, or empty for the browser's language.",
      'not_one_of',
    ],
    ['FACE_MATCH_THRESHOLD', '1.5', 'FACE_MATCH_THRESHOLD must be a number between 0 and 1.', 'not_fraction'],
    [
      'SYSTEM_LOGO_PATH',
      'https://evil.example/x.png',
      apiError('settings.logo_path_read_only').error,
      'logo_path_read_only',
    ],
  ])('refuses %s=%s and changes nothing', async (key, value, message, code) => {
    const before = await getSettings();
    const res = await putSettings(withValue(withValue(before, 'COMPANY_NAME', 'Changed Ltd'), key, value));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: `settings.${code}` });
    expect(await getSettings()).toEqual(before);
  });

  it("takes a language, or empty for the browser's, as DEFAULT_LANGUAGE (migration 054)", async () => {
    const before = await getSettings();
    expect(before).toContainEqual({ setting_key: 'DEFAULT_LANGUAGE', setting_value: '' });
    for (const value of ['ar', '']) {
      const changed = withValue(before, 'DEFAULT_LANGUAGE', value);
      expect((await putSettings(changed)).statusCode).toBe(200);
      expect(await getSettings()).toEqual(changed);
    }
  });

  it('refuses unknown keys, duplicates and malformed bodies', async () => {
    const before = await getSettings();
    expect((await putSettings([...before, { setting_key: 'DEBUG', setting_value: '1' }])).json()).toEqual(
      apiError('settings.unknown_key', { key: 'DEBUG' }),
    );
    expect((await putSettings([...before, before[0]!])).json()).toEqual(
      apiError('settings.duplicate_key', { key: before[0]!.setting_key }),
    );
    const bad = await t.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { COMPANY_NAME: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['error', 'code']);
    expect(await getSettings()).toEqual(before);
  });
});

const uploadLogo = (bytes: Buffer, filename = 'logo.png', headers = admin, field = 'logo') => {
  const body = multipartBody([{ name: field, value: bytes, filename, contentType: 'image/png' }]);
  return t.inject({
    method: 'POST',
    url: '/api/settings/logo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('GET /api/branding', () => {
  it("answers the company's time zone to anyone, following the setting", async () => {
    const branding = async () => (await t.inject({ method: 'GET', url: '/api/branding' })).json();
    const before = (await branding()).time_zone;
    expect((await putSettings(withValue(await getSettings(), 'TIME_ZONE', 'Asia/Tokyo'))).statusCode).toBe(200);
    expect((await branding()).time_zone).toBe('Asia/Tokyo');
    await putSettings(withValue(await getSettings(), 'TIME_ZONE', before));
  });
});

it('no longer has LEAVE_BACKDATING_TYPES: back-dating is part of each leave policy (migration 021)', async () => {
  expect((await getSettings()).map((s) => s.setting_key)).not.toContain('LEAVE_BACKDATING_TYPES');
});

describe('logo and branding', () => {
  it('stores a logo, points SYSTEM_LOGO_PATH at it, serves it publicly and shows it in branding', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const res = await uploadLogo(png);
    expect(res.statusCode).toBe(200);
    const { message, path } = res.json();
    expect(message).toBe(M.logoUploaded);
    expect(path).toMatch(/^files\/logo-[0-9a-f]{16}\.png$/);
    expect((await getSettings()).find((s) => s.setting_key === 'SYSTEM_LOGO_PATH')!.setting_value).toBe(path);

    const file = await t.inject({ method: 'GET', url: `/api/${path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    const served = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([served.info.width, served.info.height, [...served.data.subarray(0, 3)]]).toEqual([
      4,
      4,
      [0x00, 0xaa, 0x77],
    ]);

    const branding = await t.inject({ method: 'GET', url: '/api/branding' });
    expect(branding.json()).toEqual({
      company_name: expect.any(String),
      logo_path: path,
      time_zone: expect.any(String),
    });
    expect((await putSettings(await getSettings())).statusCode).toBe(200);
  });

  it('sniffs the real type: SVG and renamed text are refused, JPEG is accepted', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadLogo(svg, 'logo.png')).json()).toEqual(apiError('settings.logo_type'));
    expect((await uploadLogo(Buffer.from('hello'), 'logo.png')).statusCode).toBe(400);
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await uploadLogo(jpeg, 'anything.bin')).json().path).toMatch(/\.png$/);
  });

  it('refuses files over 2 MB, a wrong field and non-admins', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    const tooBig = await uploadLogo(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(apiError('settings.logo_too_large'));
    expect((await uploadLogo(Buffer.from('x'), 'a.png', admin, 'image')).json()).toEqual(
      apiError('multipart.unknown_field', { name: 'image' }),
    );
    expect((await t.inject({ method: 'POST', url: '/api/settings/logo', headers: admin, payload: {} })).json()).toEqual(
      apiError('settings.logo_missing'),
    );
    expect((await uploadLogo(Buffer.from('x'), 'a.png', manager)).statusCode).toBe(403);
  });

  it('does not serve private files or unknown paths', async () => {
    await t.db
      .insertInto('stored_files')
      .values({ path: 'files/secret.png', content_type: 'image/png', bytes: Buffer.from('x') })
      .execute();
    expect((await t.inject({ method: 'GET', url: '/api/files/secret.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/files/nope.png' })).json()).toEqual({
      error: 'Not found',
      code: 'not_found',
    });
  });
});

import { employeeWithLocations, grantVerification, northOfOffice, OFFICE } from '../../test/attendance';
import { createTestApp, TestContext } from '../../test/test-app';

// No GEOCODER_URL: the embedded default, with no network at all.
let t: TestContext;
let emma: Awaited<ReturnType<typeof employeeWithLocations>>;

beforeAll(async () => {
  t = await createTestApp();
  emma = await employeeWithLocations(t, [OFFICE]);
});
afterAll(() => t.close());

const SPRINGFIELD = { latitude: 39.80172, longitude: -89.64371 };

const reverse = (point: { latitude: number; longitude: number }) =>
  t.inject({
    method: 'GET',
    url: '/api/geocode/reverse',
    headers: emma.headers,
    query: { lat: String(point.latitude), lon: String(point.longitude) },
  });

describe('GET /api/geocode/reverse without an upstream', () => {
  it('names the office inside its geofence', async () => {
    expect((await reverse(northOfOffice(60))).json()).toMatchObject({ display_name: OFFICE.name, category: 'office' });
  });

  it('names the nearest populated place outside every geofence, with its region and country', async () => {
    const res = await reverse(SPRINGFIELD);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        display_name: 'Near Springfield, Illinois, United States',
        name: 'Springfield',
        lat: expect.stringMatching(/^39\.8/),
        lon: expect.stringMatching(/^-89\.6/),
        category: 'place',
        type: 'populated_place',
        address: { city: 'Springfield', state: 'Illinois', country: 'United States', country_code: 'us' },
      },
    ]);
    // Just outside the office's geofence: a London place, not the office.
    expect((await reverse(northOfOffice(5000))).json().display_name).toMatch(/^Near [^,]+, England, United Kingdom$/);
  });

  it('finds places across the antimeridian', async () => {
    // Taveuni, Fiji, lies east of 180°; Waiyevo is on its west coast.
    expect((await reverse({ latitude: -16.79, longitude: -179.99 })).json().display_name).toMatch(/^Near .+, Fiji$/);
  });

  it('answers the coordinates in open sea, where no place lies within 100 km', async () => {
    const res = await reverse({ latitude: 0, longitude: -30 });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { display_name: '0.00000, -30.00000', lat: '0.00000', lon: '-30.00000', category: 'coordinates' },
    ]);
  });
});

describe('a remote clock-in with no network', () => {
  it('is recorded as remote with the nearest place as its address', async () => {
    await grantVerification(t.db, emma.id);
    const res = await t.inject({ method: 'POST', url: '/api/clock_in', headers: emma.headers, payload: SPRINGFIELD });
    expect(res.statusCode).toBe(200);
    const record = await t.db
      .selectFrom('attendance_records')
      .selectAll()
      .where('employee_id', '=', emma.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ clock_in_type: 'remote', in_address: 'Near Springfield, Illinois, United States' });
  });
});

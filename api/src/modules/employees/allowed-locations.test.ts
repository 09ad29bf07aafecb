import { parseAllowedLocations } from './allowed-locations';
import { apiError } from '../../test/api-error';

const refused = (raw: string) => {
  try {
    parseAllowedLocations(raw);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('parseAllowedLocations', () => {
  it('reads a JSON array with optional names', () => {
    expect(
      parseAllowedLocations(
        '[{"latitude":51.5155,"longitude":-0.0885,"name":" HQ "},{"latitude":-33.9,"longitude":151.2}]',
      ),
    ).toEqual([
      { name: 'HQ', latitude: 51.5155, longitude: -0.0885 },
      { latitude: -33.9, longitude: 151.2 },
    ]);
  });

  it('reads CSV lines with an optional header and names that contain commas', () => {
    expect(
      parseAllowedLocations(
        'latitude,longitude,name\r\n51.5, -0.08 ,London HQ\n\n48.85,2.35,Paris, Rive Gauche\n-33.9,151.2',
      ),
    ).toEqual([
      { name: 'London HQ', latitude: 51.5, longitude: -0.08 },
      { name: 'Paris, Rive Gauche', latitude: 48.85, longitude: 2.35 },
      { latitude: -33.9, longitude: 151.2 },
    ]);
  });

  it('treats blank text as no locations and accepts the boundaries', () => {
    expect(parseAllowedLocations('  ')).toEqual([]);
    expect(parseAllowedLocations('[]')).toEqual([]);
    expect(parseAllowedLocations('90,180\n-90,-180')).toHaveLength(2);
  });

  it.each([
    ['[{"latitude":91,"longitude":0}]', apiError('employee.location_latitude', { n: 1 }).error],
    ['[{"latitude":"51.5","longitude":0}]', apiError('employee.location_latitude', { n: 1 }).error],
    ['51.5,0\n10,-180.5', apiError('employee.location_longitude', { n: 2 }).error],
    ['51.5,', apiError('employee.location_longitude', { n: 1 }).error],
    [',0.1', apiError('employee.location_latitude', { n: 1 }).error],
    ['abc,def', apiError('employee.location_latitude', { n: 1 }).error],
    ['51.5', apiError('employee.locations_format').error],
    ['[{"latitude":1,"longitude":1', apiError('employee.locations_format').error],
    ['{"latitude":1,"longitude":1}', apiError('employee.locations_format').error],
    ['[[51.5,0]]', apiError('employee.locations_format').error],
    ['[{"latitude":1,"longitude":1,"name":42}]', apiError('employee.location_name', { n: 1 }).error],
    [`1,1,${'x'.repeat(101)}`, apiError('employee.location_name', { n: 1 }).error],
    [Array.from({ length: 21 }, () => '1,1').join('\n'), apiError('employee.too_many_locations').error],
  ])('refuses %j', (raw, message) => {
    expect(refused(raw)).toBe(message);
  });
});

import { distanceMeters } from './distance';

// The one haversine of the platform (api-contract/geo-distance), which mf-attendance's address refresh uses too.

describe('distanceMeters', () => {
  it('measures short and long distances on the globe', () => {
    const office = { latitude: 51.5155, longitude: -0.0885 };
    expect(distanceMeters(office, office)).toBe(0);
    // 0.0002 degrees of latitude is about 22 m anywhere.
    expect(distanceMeters(office, { latitude: 51.5157, longitude: -0.0885 })).toBeCloseTo(22.2, 1);
    // London to Paris, about 343 km.
    expect(distanceMeters(office, { latitude: 48.8566, longitude: 2.3522 }) / 1000).toBeCloseTo(343, 0);
  });
});

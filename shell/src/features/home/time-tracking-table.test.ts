import { parsePoint, workHoursPercent } from './time-tracking-table';

describe('a location as a point', () => {
  it('reads longitude first, then latitude', () => {
    expect(parsePoint('POINT(-0.1796 51.5362)')).toEqual({ lon: -0.1796, lat: 51.5362 });
    expect(parsePoint(' point( 2 48.85 ) ')).toEqual({ lon: 2, lat: 48.85 });
  });

  it('leaves addresses alone', () => {
    expect(parsePoint('14 Abbey Road, London')).toBeNull();
    expect(parsePoint(null)).toBeNull();
  });
});

describe('the work-hours bar', () => {
  it('is full at 8 hours and never more', () => {
    expect([0, 2, 4, 8, 9.5, -1].map(workHoursPercent)).toEqual([0, 25, 50, 100, 100, 0]);
  });
});

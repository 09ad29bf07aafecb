import { PlaceGrid } from './place-grid';

const grid = (points: [number, number][]) =>
  new PlaceGrid(
    Float64Array.from(points, ([lat]) => lat),
    Float64Array.from(points, ([, lon]) => lon),
  );

describe('PlaceGrid.nearest', () => {
  it('finds the nearest point within the radius, in neighbouring cells too', () => {
    const places = grid([
      [51.9, 0.9],
      [52.05, 1.05],
      [53.5, 1],
    ]);
    expect(places.nearest({ latitude: 52.01, longitude: 1.01 }, 100_000)).toBe(1);
    expect(places.nearest({ latitude: 51.99, longitude: 0.99 }, 100_000)).toBe(1);
    expect(places.nearest({ latitude: 51.91, longitude: 0.91 }, 100_000)).toBe(0);
    expect(places.nearest({ latitude: 55.5, longitude: 1 }, 100_000)).toBeNull();
  });

  it('looks across the antimeridian and near the poles', () => {
    expect(grid([[-16.8, 179.95]]).nearest({ latitude: -16.8, longitude: -179.95 }, 100_000)).toBe(0);
    // At 89.5°N a degree of longitude is under 1 km: the far side of the pole is still near.
    expect(grid([[89.5, 170]]).nearest({ latitude: 89.5, longitude: -10 }, 150_000)).toBe(0);
  });
});

/**
 * Offline reverse geocoding figures: load-and-index time, memory, and the latency of one nearest-place ask
 * at random points on land and sea. Run: pnpm --filter bench geocode
 */
import { populatedPlaces } from 'api/src/modules/geocode/populated-places';
import { MAX_PLACE_DISTANCE_METERS } from 'api/src/modules/geocode/messages';

const QUERIES = 20_000;

interface Box {
  label: string;
  south: number;
  north: number;
  west: number;
  east: number;
}

// The whole inhabited band (mostly sea), and Europe, where places are densest.
const BOXES: Box[] = [
  { label: 'world 60S-80N', south: -60, north: 80, west: -180, east: 180 },
  { label: 'Europe', south: 36, north: 60, west: -10, east: 30 },
];

// A fixed linear congruential sequence: the same points on every run.
function* randomPoints(box: Box, count: number) {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i += 1) {
    yield {
      latitude: box.south + next() * (box.north - box.south),
      longitude: box.west + next() * (box.east - box.west),
    };
  }
}

async function main() {
  const loadStart = performance.now();
  const places = await populatedPlaces();
  console.log(
    `load and index: ${(performance.now() - loadStart).toFixed(0)} ms, heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB`,
  );

  for (const box of BOXES) {
    const samples: number[] = [];
    let found = 0;
    for (const point of randomPoints(box, QUERIES)) {
      const start = performance.now();
      if (places.nearest(point, MAX_PLACE_DISTANCE_METERS)) found += 1;
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!.toFixed(3);
    console.log(
      `${box.label}: ${QUERIES} asks, ${found} near a place: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
    );
  }
}

void main();

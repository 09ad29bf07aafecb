import { similarity } from '../../face';
import { FaceIndex } from './face-index';

// A fixed pseudo-random sequence: the same vectors every run.
function vectors(count: number, dimensions: number, seed = 7): Float32Array[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return Array.from({ length: count }, () => Float32Array.from({ length: dimensions }, next));
}

describe('FaceIndex', () => {
  it("ranks people by their best descriptor's cosine similarity, as a plain comparison would", () => {
    const descriptors = vectors(300, 64);
    // 100 people with three descriptors each.
    const faces = descriptors.map((descriptor, i) => ({
      employeeId: 1 + (i % 100),
      firstName: `P${i % 100}`,
      descriptor,
    }));
    const index = new FaceIndex(faces);
    for (const probe of vectors(5, 64, 99)) {
      const expected = new Map<number, number>();
      for (const face of faces) {
        const score = similarity(probe, face.descriptor);
        expected.set(face.employeeId, Math.max(expected.get(face.employeeId) ?? -Infinity, score));
      }
      const top = [...expected].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const ranked = index.rank(probe, 4);
      expect(ranked.map((c) => c.employeeId)).toEqual(top.map(([id]) => id));
      ranked.forEach((c, i) => expect(c.similarity).toBeCloseTo(top[i]![1], 5));
      expect(ranked[0]!.firstName).toBe(`P${ranked[0]!.employeeId - 1}`);
    }
  });

  it('answers nobody for an empty index or a descriptor of another length', () => {
    expect(new FaceIndex([]).rank([1, 0], 2)).toEqual([]);
    const index = new FaceIndex([{ employeeId: 1, firstName: 'A', descriptor: Float32Array.of(1, 0) }]);
    expect(index.rank([1, 0, 0], 2)).toEqual([]);
    expect(index.rank([0, 2], 2)).toEqual([{ employeeId: 1, firstName: 'A', similarity: 0 }]);
  });
});

import { descriptorFromBuffer, descriptorToBuffer } from './descriptor-codec';
import { bestMatch, similarity } from './similarity';

test('cosine similarity of identical, opposite and orthogonal vectors', () => {
  expect(similarity([1, 2, 3], [1, 2, 3])).toBeCloseTo(1);
  expect(similarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
  expect(similarity([1, 0], [-1, 0])).toBeCloseTo(-1);
  expect(similarity(new Float32Array([1, 0]), [0, 1])).toBe(0);
});

test('similarity is 0 for empty, zero or mismatched vectors', () => {
  expect(similarity([], [])).toBe(0);
  expect(similarity([0, 0], [1, 1])).toBe(0);
  expect(similarity([1, 2], [1, 2, 3])).toBe(0);
});

test('bestMatch returns the most similar stored descriptor', () => {
  const stored = [
    [1, 0, 0],
    [0.9, 0.1, 0],
    [0, 1, 0],
  ];
  expect(bestMatch([1, 0.2, 0], stored)).toEqual({ index: 1, similarity: similarity([1, 0.2, 0], stored[1]!) });
  expect(bestMatch([1, 0, 0], [])).toBeNull();
});

test('descriptors round-trip through bytes', () => {
  const descriptor = Float32Array.from({ length: 1024 }, (_, i) => Math.sin(i));
  const bytes = descriptorToBuffer(descriptor);
  expect(bytes).toHaveLength(4096);
  expect(descriptorFromBuffer(Buffer.concat([bytes]))).toEqual(descriptor);
  expect(() => descriptorFromBuffer(Buffer.alloc(5))).toThrow();
});

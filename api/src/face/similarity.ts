export type Descriptor = ArrayLike<number>;

/**
 * faceres (10 % inner crop) with cosine similarity on the fixture photos, PNG and JPEG q90
 * (bench/face/measure-separation.ts): same person >= 0.545, different people <= 0.509. Mid-gap.
 */
export const DEFAULT_FACE_MATCH_THRESHOLD = 0.52;

/** Cosine similarity in [-1, 1]; 0 when either vector is empty, zero or of another length. */
export function similarity(a: Descriptor, b: Descriptor): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export interface Match {
  index: number;
  similarity: number;
}

/** The stored descriptor most similar to the probe; null when nothing is stored. */
export function bestMatch(probe: Descriptor, stored: readonly Descriptor[]): Match | null {
  let best: Match | null = null;
  for (const [index, candidate] of stored.entries()) {
    const score = similarity(probe, candidate);
    if (!best || score > best.similarity) best = { index, similarity: score };
  }
  return best;
}

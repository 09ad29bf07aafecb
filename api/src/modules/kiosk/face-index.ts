import { descriptorFromBuffer } from '../../face';
import { decryptBuffer, type KeyRing } from '../../lib/crypto';

export interface EnrolledFace {
  employeeId: number;
  firstName: string;
  descriptor: Float32Array;
}

export interface Candidate {
  employeeId: number;
  firstName: string;
  similarity: number;
}

/**
 * Every active employee's descriptors, normalised once into one contiguous matrix: an identification is then a
 * single pass of dot products (cosine similarity of unit vectors) over memory read in order.
 */
export class FaceIndex {
  private readonly matrix: Float32Array;
  private readonly owners: Int32Array;
  private readonly names = new Map<number, string>();
  readonly size: number;
  readonly dimensions: number;

  constructor(faces: readonly EnrolledFace[]) {
    this.dimensions = faces[0]?.descriptor.length ?? 0;
    const usable = faces.filter((f) => f.descriptor.length === this.dimensions);
    this.size = usable.length;
    this.matrix = new Float32Array(this.size * this.dimensions);
    this.owners = new Int32Array(this.size);
    usable.forEach((face, row) => {
      this.matrix.set(unit(face.descriptor), row * this.dimensions);
      this.owners[row] = face.employeeId;
      this.names.set(face.employeeId, face.firstName);
    });
  }

  /** Each employee's best similarity with the probe, best first; at most `limit` employees. */
  rank(probe: ArrayLike<number>, limit: number): Candidate[] {
    if (probe.length !== this.dimensions || this.size === 0) return [];
    const query = unit(probe);
    const best = new Map<number, number>();
    const { matrix, dimensions: d } = this;
    for (let row = 0; row < this.size; row++) {
      let dot = 0;
      const base = row * d;
      for (let i = 0; i < d; i++) dot += matrix[base + i]! * query[i]!;
      const owner = this.owners[row]!;
      if (dot > (best.get(owner) ?? -Infinity)) best.set(owner, dot);
    }
    return [...best]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([employeeId, similarity]) => ({ employeeId, firstName: this.names.get(employeeId)!, similarity }));
  }
}

function unit(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  const scale = norm === 0 ? 0 : 1 / Math.sqrt(norm);
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i]! * scale;
  return out;
}

/** Decrypts the sealed rows of face-index-repository into an index. */
export function buildFaceIndex(
  rows: readonly { employee_id: number; first_name: string; descriptor: Buffer }[],
  keys: KeyRing,
): FaceIndex {
  return new FaceIndex(
    rows.map((row) => ({
      employeeId: row.employee_id,
      firstName: row.first_name,
      descriptor: descriptorFromBuffer(decryptBuffer(keys, row.descriptor)),
    })),
  );
}

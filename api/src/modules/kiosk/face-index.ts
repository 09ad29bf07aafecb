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
  /** Row -> dense person number, so the per-person best is an array, not a map, in the hot loop. */
  private readonly rowOwner: Int32Array;
  private readonly people: { employeeId: number; firstName: string }[] = [];
  private readonly scores: Float32Array;
  private readonly best: Float32Array;
  readonly size: number;
  readonly dimensions: number;

  constructor(faces: readonly EnrolledFace[]) {
    this.dimensions = faces[0]?.descriptor.length ?? 0;
    const usable = faces.filter((f) => f.descriptor.length === this.dimensions);
    this.size = usable.length;
    this.matrix = new Float32Array(this.size * this.dimensions);
    this.rowOwner = new Int32Array(this.size);
    const numberOf = new Map<number, number>();
    usable.forEach((face, row) => {
      this.matrix.set(unit(face.descriptor), row * this.dimensions);
      let person = numberOf.get(face.employeeId);
      if (person === undefined) {
        person = this.people.push({ employeeId: face.employeeId, firstName: face.firstName }) - 1;
        numberOf.set(face.employeeId, person);
      }
      this.rowOwner[row] = person;
    });
    this.scores = new Float32Array(this.size);
    this.best = new Float32Array(this.people.length);
  }

  /** Each employee's best similarity with the probe, best first; at most `limit` employees. */
  rank(probe: ArrayLike<number>, limit: number): Candidate[] {
    if (probe.length !== this.dimensions || this.size === 0) return [];
    const query = unit(probe);
    const { matrix, scores, best, rowOwner, dimensions: d } = this;
    for (let row = 0, base = 0; row < this.size; row++, base += d) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += matrix[base + i]! * query[i]!;
      scores[row] = dot;
    }
    best.fill(-Infinity);
    for (let row = 0; row < this.size; row++) {
      const person = rowOwner[row]!;
      if (scores[row]! > best[person]!) best[person] = scores[row]!;
    }
    return topPeople(best, limit).map((person) => ({ ...this.people[person]!, similarity: best[person]! }));
  }
}

/** The `limit` highest entries' positions, best first, in one pass (limit is a handful). */
function topPeople(best: Float32Array, limit: number): number[] {
  const top: number[] = [];
  for (let person = 0; person < best.length; person++) {
    if (top.length === limit && best[person]! <= best[top[limit - 1]!]!) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && best[top[at - 1]!]! < best[person]!) at--;
    top.splice(at, 0, person);
    if (top.length > limit) top.pop();
  }
  return top;
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

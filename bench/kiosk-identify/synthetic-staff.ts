import { encryptBuffer } from 'api/src/lib/crypto';
import { descriptorToBuffer } from 'api/src/face';
import { FACE_MODEL } from 'api/src/modules/face-profiles/face-data';
import type { Db } from 'api/src/db/types';

/** Per-dimension mean and spread of real descriptors: synthetic faces share what real ones have in common. */
export function descriptorStatistics(real: readonly Float32Array[]) {
  const d = real[0]!.length;
  const mean = new Float32Array(d);
  const spread = new Float32Array(d);
  for (const v of real) for (let i = 0; i < d; i++) mean[i]! += v[i]! / real.length;
  for (const v of real) for (let i = 0; i < d; i++) spread[i]! += (v[i]! - mean[i]!) ** 2 / real.length;
  for (let i = 0; i < d; i++) spread[i] = Math.sqrt(spread[i]!);
  return { mean, spread };
}

// Box-Muller from a seeded generator, so every run enrols the same 5,000 people.
function gaussians(seed: number) {
  let state = seed;
  const uniform = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) + 1) / (2 ** 31 + 1);
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

export function syntheticDescriptors(stats: ReturnType<typeof descriptorStatistics>, count: number): Float32Array[] {
  const next = gaussians(42);
  return Array.from({ length: count }, () => stats.mean.map((m, i) => m + stats.spread[i]! * next()));
}

/** Active employees with one enrolled descriptor each, written in bulk (no photo: only the index reads them). */
export async function enrolSynthetic(db: Db, dataKey: Buffer, descriptors: Float32Array[]): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < descriptors.length; start += CHUNK) {
    const chunk = descriptors.slice(start, start + CHUNK);
    const ids = await db
      .insertInto('employees')
      .values(
        chunk.map((_, i) => ({
          first_name: 'Synthetic',
          last_name: `Person ${start + i}`,
          email: `synthetic${start + i}@bench.example`,
          password_hash: 'not-a-hash',
          must_change_password: false,
        })),
      )
      .returning('employee_id')
      .execute();
    await db
      .insertInto('face_profiles')
      .values(
        chunk.map((descriptor, i) => ({
          employee_id: ids[i]!.employee_id,
          descriptor: encryptBuffer(dataKey, descriptorToBuffer(descriptor)),
          model: FACE_MODEL,
          source_file_id: null,
        })),
      )
      .execute();
  }
}

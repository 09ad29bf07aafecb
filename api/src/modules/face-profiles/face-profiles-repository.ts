import type { Executor } from '../../db/types';

export interface NewFaceProfile {
  employeeId: number;
  descriptor: Buffer;
  model: string;
  sourceFileId: number;
}

export async function fileIdByPath(db: Executor, path: string): Promise<number> {
  const row = await db.selectFrom('stored_files').select('file_id').where('path', '=', path).executeTakeFirstOrThrow();
  return row.file_id;
}

export async function insertProfile(db: Executor, profile: NewFaceProfile): Promise<void> {
  await db
    .insertInto('face_profiles')
    .values({
      employee_id: profile.employeeId,
      descriptor: profile.descriptor,
      model: profile.model,
      source_file_id: profile.sourceFileId,
    })
    .execute();
}

export async function countProfiles(db: Executor, employeeId: number): Promise<number> {
  const { n } = await db
    .selectFrom('face_profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function sealedDescriptors(db: Executor, employeeId: number, model: string): Promise<Buffer[]> {
  const rows = await db
    .selectFrom('face_profiles')
    .select('descriptor')
    .where('employee_id', '=', employeeId)
    .where('model', '=', model)
    .orderBy('face_profile_id')
    .execute();
  return rows.map((row) => row.descriptor);
}

/**
 * Deletes the employee's descriptors, the photos they came from and the photos of their clock actions without a
 * face check (face_fallbacks keeps its rows, without the photo); returns how many profiles went.
 */
export async function deleteProfilesAndPhotos(db: Executor, employeeId: number): Promise<number> {
  await db
    .deleteFrom('stored_files')
    .where('file_id', 'in', (eb) =>
      eb.selectFrom('face_fallbacks').select('photo_file_id').where('employee_id', '=', employeeId),
    )
    .execute();
  const deleted = await db
    .deleteFrom('face_profiles')
    .where('employee_id', '=', employeeId)
    .returning('source_file_id')
    .execute();
  const fileIds = deleted.flatMap((row) => (row.source_file_id === null ? [] : [row.source_file_id]));
  if (fileIds.length > 0) await db.deleteFrom('stored_files').where('file_id', 'in', fileIds).execute();
  return deleted.length;
}

export async function sealedFile(db: Executor, fileId: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('stored_files')
    .select('bytes')
    .where('file_id', '=', fileId)
    .where('encrypted', '=', true)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** The file id of the employee's first enrolled photo that still exists. */
export async function enrolledPhotoId(db: Executor, employeeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('face_profiles')
    .select('source_file_id')
    .where('employee_id', '=', employeeId)
    .where('source_file_id', 'is not', null)
    .orderBy('face_profile_id')
    .executeTakeFirst();
  return row?.source_file_id ?? null;
}

import type { Executor } from '../../db/types';

export interface NewStoredFile {
  path: string;
  contentType: string;
  bytes: Buffer;
  encrypted?: boolean;
  public?: boolean;
}

/** Stores a file; a path that already exists keeps its row (paths are content-hashed). */
export async function saveFile(db: Executor, file: NewStoredFile): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({
      path: file.path,
      content_type: file.contentType,
      bytes: file.bytes,
      encrypted: file.encrypted ?? false,
      public: file.public ?? false,
    })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}

export async function findPublicFile(db: Executor, path: string) {
  return db
    .selectFrom('stored_files')
    .select(['content_type', 'bytes'])
    .where('path', '=', path)
    .where('public', '=', true)
    .executeTakeFirst();
}

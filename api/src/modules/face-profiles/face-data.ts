import type { Executor } from '../../db/types';
import { descriptorFromBuffer, descriptorToBuffer } from '../../face';
import { decryptBuffer, encryptBuffer, randomToken } from '../../lib/crypto';
import { saveFile } from '../files/files-repository';
import { sniffImageType } from '../settings/image-type';
import * as repo from './face-profiles-repository';

/** Descriptors of another model or crop are not comparable: verification reads only this one. */
export const FACE_MODEL = 'human-3.3.6/faceres/crop-0.1';

export interface NewFace {
  employeeId: number;
  /** The photo as uploaded (already decoded once by the face engine). */
  photo: Buffer;
  descriptor: Float32Array;
}

/** Stores the photo and its descriptor, both encrypted with the data key; the photo is never public. */
export async function storeFace(db: Executor, dataKey: Buffer, face: NewFace): Promise<void> {
  const type = sniffImageType(face.photo);
  const path = `faces/${face.employeeId}/${randomToken(12)}.${type?.ext ?? 'bin'}`;
  await saveFile(db, {
    path,
    contentType: type?.contentType ?? 'application/octet-stream',
    bytes: encryptBuffer(dataKey, face.photo),
    encrypted: true,
  });
  await repo.insertProfile(db, {
    employeeId: face.employeeId,
    descriptor: encryptBuffer(dataKey, descriptorToBuffer(face.descriptor)),
    model: FACE_MODEL,
    sourceFileId: await repo.fileIdByPath(db, path),
  });
}

/** The employee's enrolled descriptors, decrypted, for comparison with bestMatch(). */
export async function readDescriptors(db: Executor, dataKey: Buffer, employeeId: number): Promise<Float32Array[]> {
  const sealed = await repo.sealedDescriptors(db, employeeId, FACE_MODEL);
  return sealed.map((bytes) => descriptorFromBuffer(decryptBuffer(dataKey, bytes)));
}

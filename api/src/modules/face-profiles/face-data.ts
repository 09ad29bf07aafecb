import type { Executor } from '../../db/types';
import { descriptorFromBuffer, descriptorToBuffer } from '../../face';
import { decryptBuffer, encryptBuffer, randomToken, type KeyRing } from '../../lib/crypto';
import { saveFile } from '../files';
import { reencodeImage } from '../../lib/reencode-image';
import { sniffImageType } from '../settings';
import * as repo from './face-profiles-repository';
import { faceError } from '../../face/messages';

/** Descriptors of another model or crop are not comparable: verification reads only this one. */
export const FACE_MODEL = 'human-3.3.6/faceres/crop-0.1';

export interface NewFace {
  employeeId: number;
  /** The photo as storablePhoto() re-encoded it. */
  photo: Buffer;
  descriptor: Float32Array;
}

/** What is kept of an enrolment photo: enough for a person to review, no EXIF (location, device). */
export const STORED_FACE_MAX_SIDE = 1280;

/** The photo as it is stored: a JPEG of at most 1280 px without metadata. Call before the transaction opens. */
export function storablePhoto(upload: Buffer): Promise<Buffer> {
  const type = sniffImageType(upload)?.ext;
  if (type !== 'jpg' && type !== 'png' && type !== 'webp') throw faceError(400, 'face.invalid_image');
  return reencodeImage(upload, {
    maxSide: STORED_FACE_MAX_SIDE,
    format: 'jpeg',
    unreadable: () => faceError(400, 'face.invalid_image'),
  });
}

/** Stores the photo (from storablePhoto) and its descriptor, both encrypted with the data key; the photo is never public. */
export async function storeFace(db: Executor, dataKey: Buffer, face: NewFace): Promise<void> {
  const path = `faces/${face.employeeId}/${randomToken(12)}.jpg`;
  await saveFile(db, {
    path,
    contentType: 'image/jpeg',
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

/** Stores the photo of a clock action without a face check (from storablePhoto), encrypted; its file id. */
export async function storeFallbackPhoto(db: Executor, dataKey: Buffer, employeeId: number, photo: Buffer) {
  const path = `faces/${employeeId}/fallback-${randomToken(12)}.jpg`;
  await saveFile(db, { path, contentType: 'image/jpeg', bytes: encryptBuffer(dataKey, photo), encrypted: true });
  return repo.fileIdByPath(db, path);
}

/** A stored face photo (enrolment or fallback), decrypted; null when it was erased. */
export async function readFacePhoto(db: Executor, dataKeys: KeyRing, fileId: number): Promise<Buffer | null> {
  const sealed = await repo.sealedFile(db, fileId);
  return sealed ? decryptBuffer(dataKeys, sealed) : null;
}

/** The employee's enrolled descriptors, decrypted, for comparison with bestMatch(). */
export async function readDescriptors(db: Executor, dataKeys: KeyRing, employeeId: number): Promise<Float32Array[]> {
  const sealed = await repo.sealedDescriptors(db, employeeId, FACE_MODEL);
  return sealed.map((bytes) => descriptorFromBuffer(decryptBuffer(dataKeys, bytes)));
}

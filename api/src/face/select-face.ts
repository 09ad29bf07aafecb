import { FaceError } from './face-error';
import { FACE_MESSAGES } from './messages';
import type { DetectedFace, FaceDescription } from './types';

/** The attendance rules for a photo: exactly one face, large enough to be described reliably. */
export function selectSingleFace(faces: DetectedFace[], minFaceSizePx: number): FaceDescription {
  if (faces.length === 0) throw new FaceError(FACE_MESSAGES.noFace);
  if (faces.length > 1) throw new FaceError(FACE_MESSAGES.multipleFaces);
  const [face] = faces as [DetectedFace];
  const faceSizePx = Math.round(Math.min(face.box.width, face.box.height));
  if (faceSizePx < minFaceSizePx) throw new FaceError(FACE_MESSAGES.faceTooSmall);
  if (face.descriptor.length === 0) throw new FaceError(FACE_MESSAGES.noFace);
  return {
    descriptor: face.descriptor,
    box: face.box,
    faceSizePx,
    spoofScore: Math.round((1 - face.real) * 100) / 100,
    livenessScore: face.live,
  };
}

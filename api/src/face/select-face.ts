import { FaceError } from './face-error';
import { FACE_REASONS as R } from './messages';
import type { DetectedFace, FaceDescription } from './types';

/**
 * The attendance rules for a photo: exactly one face, large enough to be described reliably. The count comes
 * first, whatever the faces' sizes: a group photo is "several faces", never "too small".
 */
export function selectSingleFace(faces: DetectedFace[], minFaceSizePx: number): FaceDescription {
  if (faces.length === 0) throw new FaceError('face.no_face', 400, R.noFace);
  if (faces.length > 1) throw new FaceError('face.multiple_faces', 400, R.multipleFaces);
  const [face] = faces as [DetectedFace];
  const faceSizePx = Math.round(Math.min(face.box.width, face.box.height));
  if (faceSizePx < minFaceSizePx) throw new FaceError('face.too_small', 400, R.faceTooSmall);
  if (face.descriptor.length === 0) throw new FaceError('face.no_face', 400, R.noFace);
  return {
    descriptor: face.descriptor,
    box: face.box,
    faceSizePx,
    spoofScore: Math.round((1 - face.real) * 100) / 100,
    livenessScore: face.live,
  };
}

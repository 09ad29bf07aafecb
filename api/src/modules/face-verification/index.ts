// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { loadFaceSettings } from './face-settings';
export type { FaceSettings } from './face-settings';
export { insertVerification, usableVerifications } from './face-verification-repository';
export { VERIFY_FACE_BODY_LIMIT } from './face-verification-schemas';
export { faceRefusal } from './face-verification-service';

export { FaceEngine, type FaceEngineOptions } from './face-engine';
export { asCameraFrame, describeForEnrolment } from './enrolment-template';
export { FaceError } from './face-error';
export { FACE_ERRORS, FACE_REASONS, faceError, type FaceReason } from './messages';
export { DEFAULT_FACE_MATCH_THRESHOLD, bestMatch, similarity, type Descriptor, type Match } from './similarity';
export { descriptorFromBuffer, descriptorToBuffer } from './descriptor-codec';
export type { FaceBox, FaceDescription } from './types';

import type { RgbImage } from './decode-image';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One face as the worker found it, in the pixel space of the decoded image. */
export interface DetectedFace {
  box: FaceBox;
  descriptor: Float32Array;
  /** Human's antispoof output: 1 = looks like a real face, 0 = looks like a photo or screen. */
  real: number;
  /** Human's liveness output: 1 = live. */
  live: number;
}

export interface FaceDescription {
  /** faceres embedding (1024 values); compare with similarity() / bestMatch(). */
  descriptor: Float32Array;
  box: FaceBox;
  /** Shorter side of the face box, in pixels of the decoded image. */
  faceSizePx: number;
  /** Probability the face is a spoof (photo, screen): 1 - Human's antispoof "real" score. */
  spoofScore: number;
  /** Human's liveness score: higher is more likely live. */
  livenessScore: number;
}

export type WorkerRequest = { image: RgbImage };

export type WorkerMessage =
  { type: 'ready' } | { type: 'result'; faces: DetectedFace[] } | { type: 'error'; message: string };

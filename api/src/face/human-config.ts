import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@vladmandic/human';

const humanRoot = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** The package `exports` hide dist/*, so the wasm build is required by absolute path. */
export const HUMAN_WASM_BUILD = path.join(humanRoot, 'dist', 'human.node-wasm.js');
export const HUMAN_MODELS_DIR = path.join(humanRoot, 'models');

/** Every result cache is off: each request is a different photo, a cached face would leak between users. */
const noCache = { skipFrames: 0, skipTime: 0 };

export const humanConfig: Partial<Config> = {
  backend: 'wasm',
  wasmPath: wasmDist + path.sep,
  modelBasePath: pathToFileURL(HUMAN_MODELS_DIR).href + '/',
  cacheModels: false,
  cacheSensitivity: 0,
  warmup: 'none',
  debug: false,
  filter: { enabled: false } as Config['filter'],
  face: {
    enabled: true,
    detector: { ...noCache, rotation: true, maxDetected: 5, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    // A 10 % inner crop keeps hair and background out of the descriptor (bench/face/measure-separation.ts).
    description: { ...noCache, enabled: true, crop: 0.1 },
    antispoof: { ...noCache, enabled: true },
    liveness: { ...noCache, enabled: true },
  } as Config['face'],
  body: { enabled: false } as Config['body'],
  hand: { enabled: false } as Config['hand'],
  object: { enabled: false } as Config['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config['segmentation'],
};

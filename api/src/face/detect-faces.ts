import type { Human } from '@vladmandic/human';
import type { RgbImage } from './decode-image';
import type { DetectedFace } from './types';

export async function detectFaces(human: Human, image: RgbImage): Promise<DetectedFace[]> {
  const input = human.tf.tensor(image.data, [1, image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(input);
    return result.face.map((face) => {
      const [x, y, width, height] = face.box;
      return {
        box: { x, y, width, height },
        descriptor: Float32Array.from(face.embedding ?? []),
        real: face.real ?? 0,
        live: face.live ?? 0,
      };
    });
  } finally {
    human.tf.dispose(input);
  }
}

/** Employees with an enrolled face, and the webcam frame of that person the browser would send. */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'api/node_modules/fastify';
import { storeFace } from 'api/src/modules/face-profiles/face-data';
import { facePhoto } from 'api/src/test/people';

const sharp = createRequire(require.resolve('api/package.json'))(
  'sharp',
) as typeof import('api/node_modules/sharp').default;

/** A 1280x720 JPEG of the enrolled person, as a data URL (what the clock-in modal posts). */
export async function webcamFrame(): Promise<string> {
  const frame = await sharp(facePhoto('A2-webcam.png'))
    .resize(1280, 720, { fit: 'contain', background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
  return `data:image/jpeg;base64,${frame.toString('base64')}`;
}

/** Enrols the project's test face for each employee (its descriptor computed once; this loads the models). */
export async function enrolFaces(app: FastifyInstance, ids: number[]): Promise<void> {
  const photo = facePhoto('A1-faceid.png');
  const { descriptor } = await app.face.describe(photo);
  for (const employeeId of ids) await storeFace(app.db, app.config.dataKey, { employeeId, photo, descriptor });
}

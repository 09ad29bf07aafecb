import path from 'node:path';
import sharp from 'sharp';
import { FACES, type CameraPicture } from './fake-camera';

// Every picture shows someone other than the enrolled employee (person F, or F beside A), so a picture that passed
// its check by mistake could never verify and clock anyone in. Thresholds checked with api/src/face (FaceEngine).
const STRANGER = path.join(FACES, 'F-facedetect-w1.png');
const FRAME = { width: 640, height: 480 };
const GREY = { r: 128, g: 128, b: 128 };

const greyFrame = () => sharp({ create: { ...FRAME, channels: 3, background: GREY } });
const squareFace = (file: string, side: number) => sharp(file).resize(side, side).png().toBuffer();
/** The stranger filling the camera's frame, as the fake camera would show the photo. */
const strangerInFrame = () =>
  sharp(STRANGER).flatten({ background: GREY }).resize(FRAME.width, FRAME.height, { fit: 'contain', background: GREY });

/** Two people side by side, each face large enough on its own. */
export async function twoPeople(): Promise<CameraPicture> {
  const [left, right] = await Promise.all([
    squareFace(path.join(FACES, 'A1-faceid.png'), 300),
    squareFace(STRANGER, 300),
  ]);
  const image = await greyFrame()
    .composite([
      { input: left, left: 10, top: 90 },
      { input: right, left: 330, top: 90 },
    ])
    .png()
    .toBuffer();
  return { name: 'two-people', image };
}

/** A face far from the camera: found, but its box is under the api's 80 px. */
export async function farFromCamera(): Promise<CameraPicture> {
  const image = await greyFrame()
    .composite([{ input: await squareFace(STRANGER, 70), left: 285, top: 205 }])
    .png()
    .toBuffer();
  return { name: 'far-from-camera', image };
}

/** A dark room: the whole frame at a fifth of its light (bench/face/measure-quality.ts). */
export async function darkRoom(): Promise<CameraPicture> {
  const image = await strangerInFrame().linear(0.2, 0).png().toBuffer();
  return { name: 'dark-room', image };
}

/** A shaking, unfocused camera. */
export async function shakenCamera(): Promise<CameraPicture> {
  const image = await strangerInFrame().blur(6).png().toBuffer();
  return { name: 'shaken-camera', image };
}

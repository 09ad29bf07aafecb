import sharp from 'sharp';
import { decodeImage } from './decode-image';
import { FaceError } from './face-error';
import { apiError } from '../test/api-error';

const solid = (width: number, height: number, channels: 1 | 3 | 4 = 3) =>
  sharp({ create: { width, height, channels: channels as 3 | 4, background: { r: 200, g: 100, b: 50, alpha: 1 } } });

test.each(['jpeg', 'png', 'webp'] as const)('decodes %s into RGB pixels', async (format) => {
  const image = await decodeImage(await solid(30, 20).toFormat(format).toBuffer());
  expect(image).toMatchObject({ width: 30, height: 20 });
  expect(image.data).toHaveLength(30 * 20 * 3);
});

test('accepts a data URL and drops the alpha channel', async () => {
  const png = await solid(10, 10, 4).png().toBuffer();
  const image = await decodeImage(`data:image/png;base64,${png.toString('base64')}`);
  expect(image.data).toHaveLength(10 * 10 * 3);
});

test('turns grayscale into three channels', async () => {
  const gray = await solid(8, 8).grayscale().png().toBuffer();
  expect((await decodeImage(gray)).data).toHaveLength(8 * 8 * 3);
});

test('applies the EXIF orientation', async () => {
  const rotated = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  expect(await decodeImage(rotated)).toMatchObject({ width: 20, height: 40 });
});

test('scales large images down to the longest side, never up', async () => {
  expect(await decodeImage(await solid(3000, 1500).jpeg().toBuffer())).toMatchObject({ width: 1280, height: 640 });
  expect(await decodeImage(await solid(300, 150).jpeg().toBuffer(), 100)).toMatchObject({ width: 100, height: 50 });
  expect(await decodeImage(await solid(60, 40).jpeg().toBuffer())).toMatchObject({ width: 60, height: 40 });
});

test.each([
  ['garbage bytes', Buffer.from('not an image at all')],
  ['an empty buffer', Buffer.alloc(0)],
  ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
  ['a broken data URL', 'data:image/jpeg;base64,!!!!'],
])('refuses %s with a 400 FaceError', async (_name, input) => {
  const error = await decodeImage(input).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(FaceError);
  expect(error).toMatchObject({ status: 400, code: 'face.invalid_image' });
  expect((error as FaceError).message).toBe(apiError('face.invalid_image').error);
});

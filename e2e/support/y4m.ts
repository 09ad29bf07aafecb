/**
 * A one-frame YUV4MPEG2 video, as Chromium's --use-file-for-fake-video-capture reads it (and loops): 4:2:0 planes in
 * BT.601 studio range, the format of a yuv420p frame.
 */
export function y4mFrame(rgb: Buffer, width: number, height: number): Buffer {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`4:2:0 needs even sides, not ${width}x${height}`);
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width}x${height} RGB bytes, got ${rgb.length}`);
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc(luma.length / 4);
  const red = Buffer.alloc(luma.length / 4);
  for (let i = 0; i < luma.length; i += 1) {
    const [r, g, b] = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!];
    luma[i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
  }
  // Each chroma sample is the mean colour of a 2x2 block.
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const mean = [0, 1, 2].map((channel) => {
        const at = (dx: number, dy: number) => rgb[((y + dy) * width + x + dx) * 3 + channel]!;
        return (at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4;
      });
      const [r, g, b] = mean as [number, number, number];
      const i = (y / 2) * (width / 2) + x / 2;
      blue[i] = ((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128;
      red[i] = ((112 * r - 94 * g - 18 * b + 128) >> 8) + 128;
    }
  }
  const header = `YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  return Buffer.concat([Buffer.from(header, 'ascii'), luma, blue, red]);
}

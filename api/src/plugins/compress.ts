import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/**
 * API answers above 1 KB go out compressed (brotli at a fast level, or gzip). Static files come
 * precompressed from the build and already carry their Content-Encoding, so they are left alone.
 */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});

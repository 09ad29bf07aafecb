import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';
import { access } from '../../plugins/access';
import { requestError } from '../../lib/request-errors';
import { findPublicFile } from './files-repository';

const FileSchema = {
  summary: 'Download a public file',
  tags: ['files'],
  params: Type.Object({ '*': Type.String({ minLength: 1, maxLength: 200 }) }),
  response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }, 404),
};

/** Public stored files (the logo) at /api/files/...; names are content-hashed, so cache for a year. */
export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/files/*',
    { config: { ...access.public, employeeData: 'none', tokenScope: null }, schema: FileSchema },
    async (request, reply) => {
      const file = await findPublicFile(app.db, `files/${request.params['*']}`);
      if (!file) throw requestError(404, 'not_found');
      return reply
        .header('Content-Type', file.content_type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};

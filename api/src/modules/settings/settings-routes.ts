import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { saveLogo } from './logo-service';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES as M } from './messages';
import { listSettings } from './settings-repository';
import * as schemas from './settings-schemas';
import { branding, updateSettings } from './settings-service';

async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, M.logoMissing);
  const part = await request.file();
  if (!part || part.fieldname !== 'logo') throw new AppError(400, M.logoMissing);
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.logoTooLarge);
    throw err;
  }
}

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });

  app.get('/api/settings', { config: access.roles('admin'), schema: schemas.GetSettingsSchema }, () =>
    listSettings(app.db),
  );

  app.put('/api/settings', { config: access.roles('admin'), schema: schemas.PutSettingsSchema }, async (request) => {
    await updateSettings(app, currentUser(request).id, request.body);
    return { message: M.updated };
  });

  app.post('/api/settings/logo', { config: access.roles('admin'), schema: schemas.UploadLogoSchema }, async (request) => {
    const path = await saveLogo(app, currentUser(request).id, await readLogo(request));
    return { message: M.logoUploaded, path };
  });

  app.get('/api/branding', { config: access.public, schema: schemas.BrandingSchema }, () => branding(app));
};

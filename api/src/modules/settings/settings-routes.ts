import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { saveLogo } from './logo-service';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES as M } from './messages';
import { listSettings } from './settings-repository';
import * as schemas from './settings-schemas';
import { branding, updateSettings } from './settings-service';

const LOGO_FORM = { fields: [], files: ['logo'] } as const;

async function readLogo(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipartForm(request, LOGO_FORM, {
    notMultipart: M.logoMissing,
    fileTooLarge: M.logoTooLarge,
  });
  const logo = form.files.get('logo');
  if (!logo) throw new AppError(400, M.logoMissing);
  return logo;
}

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 5, parts: 8 } });

  app.get(
    '/api/settings',
    { config: { ...access.roles('admin'), employeeData: 'none' }, schema: schemas.GetSettingsSchema },
    () => listSettings(app.db),
  );

  app.put(
    '/api/settings',
    { config: { ...access.roles('admin'), employeeData: 'none' }, schema: schemas.PutSettingsSchema },
    async (request) => {
      await updateSettings(app, currentUser(request).id, request.body);
      return { message: M.updated };
    },
  );

  app.post(
    '/api/settings/logo',
    { config: { ...access.roles('admin'), employeeData: 'none' }, schema: schemas.UploadLogoSchema },
    async (request) => {
      const path = await saveLogo(app, currentUser(request).id, await readLogo(request));
      return { message: M.logoUploaded, path };
    },
  );

  app.get('/api/branding', { config: { ...access.public, employeeData: 'none' }, schema: schemas.BrandingSchema }, () =>
    branding(app),
  );
};

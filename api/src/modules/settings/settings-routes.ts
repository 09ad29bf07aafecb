import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formRoutes } from '../../lib/multipart-form';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { saveLogo } from './logo-service';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES as M, settingsError } from './messages';
import { listSettings } from './settings-repository';
import * as schemas from './settings-schemas';
import { branding, updateSettings } from './settings-service';

const LOGO_FORM = {
  limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 5, parts: 8 },
  errors: {
    notMultipart: () => settingsError(400, 'settings.logo_missing'),
    fileTooLarge: () => settingsError(413, 'settings.logo_too_large'),
    issue: () => settingsError(400, 'settings.logo_missing'),
  },
};

const logoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/settings/logo',
    { config: { ...access.roles('admin'), employeeData: 'none', tokenScope: null }, schema: schemas.UploadLogoSchema },
    async (request) => {
      const path = await saveLogo(app, currentUser(request).id, await request.body.logo.toBuffer());
      return { message: M.logoUploaded, path };
    },
  );
};

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formRoutes(LOGO_FORM, logoRoutes));

  app.get(
    '/api/settings',
    { config: { ...access.roles('admin'), employeeData: 'none', tokenScope: null }, schema: schemas.GetSettingsSchema },
    () => listSettings(app.db),
  );

  app.put(
    '/api/settings',
    { config: { ...access.roles('admin'), employeeData: 'none', tokenScope: null }, schema: schemas.PutSettingsSchema },
    async (request) => {
      await updateSettings(app, currentUser(request).id, request.body);
      return { message: M.updated };
    },
  );

  app.get(
    '/api/branding',
    { config: { ...access.public, employeeData: 'none', tokenScope: null }, schema: schemas.BrandingSchema },
    () => branding(app),
  );
};

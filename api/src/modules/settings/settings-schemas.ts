import { Type } from 'typebox';
import { FormFile } from '../../lib/multipart-form';
import { MessageBody, withErrors } from '../../lib/schemas';

const Setting = Type.Object(
  { setting_key: Type.String({ minLength: 1, maxLength: 100 }), setting_value: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

export const GetSettingsSchema = {
  summary: 'Get the settings',
  tags: ['settings'],
  response: withErrors({ 200: Type.Array(Setting) }, 401, 403),
};

export const PutSettingsSchema = {
  summary: 'Change the settings',
  tags: ['settings'],
  body: Type.Array(Setting, { maxItems: 100 }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403),
};

export const UploadLogoSchema = {
  summary: 'Upload the company logo',
  tags: ['settings'],
  consumes: ['multipart/form-data'],
  body: Type.Object(
    { logo: FormFile('PNG, JPEG, GIF or WebP, at most 2 MB; stored re-encoded as a PNG of at most 512 px.') },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: Type.Object({ message: Type.String(), path: Type.String() }) }, 400, 401, 403, 413),
};

export const BrandingSchema = {
  summary: 'Get the company branding',
  tags: ['settings'],
  description: 'Public: the company name, the logo path and the TIME_ZONE every screen shows times in.',
  response: {
    200: Type.Object({
      company_name: Type.String(),
      logo_path: Type.Union([Type.String(), Type.Null()]),
      time_zone: Type.String({ description: 'IANA time zone, e.g. Europe/London.' }),
    }),
  },
};

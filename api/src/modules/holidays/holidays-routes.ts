import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formRoutes } from '../../lib/multipart-form';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { icsHolidays, publicHolidays } from './holiday-import';
import { listHolidays } from './holidays-repository';
import * as schemas from './holidays-schemas';
import { changeHoliday, createHoliday, importHolidays, removeHoliday } from './holidays-service';
import { HOLIDAY_MESSAGES as M, holidayError, ICS_MAX_BYTES } from './messages';

const admin = access.roles('admin');
const ICS_FORM = {
  limits: { fileSize: ICS_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1000 },
  errors: {
    notMultipart: () => holidayError(400, 'holiday.ics_missing'),
    fileTooLarge: () => holidayError(413, 'holiday.ics_too_large'),
    issue: (field: string) => (field === 'file' ? holidayError(400, 'holiday.ics_missing') : undefined),
  },
};

const icsImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/holidays/import_ics',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.ImportIcsSchema },
    async (request) => {
      const { file, location } = request.body;
      return importHolidays(
        app,
        currentUser(request).id,
        'ics',
        await icsHolidays(await file.toBuffer(), location || null),
      );
    },
  );
};

export const holidaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formRoutes(ICS_FORM, icsImportRoutes));

  app.get(
    '/api/holidays',
    {
      config: { ...access.signedIn, employeeData: 'none', tokenScope: 'read:leave' },
      schema: schemas.ListHolidaysSchema,
    },
    ({ query }) =>
      listHolidays(app.db, {
        first: query.year ? `${query.year}-01-01` : undefined,
        last: query.year ? `${query.year}-12-31` : undefined,
        location: query.location,
      }),
  );

  app.post(
    '/api/holidays',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.CreateHolidaySchema },
    async (request, reply) => {
      const holidayId = await createHoliday(app, currentUser(request).id, request.body);
      return reply.status(201).send({ message: M.created, holiday_id: holidayId });
    },
  );

  app.put(
    '/api/holidays/:id',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.UpdateHolidaySchema },
    async (request) => {
      await changeHoliday(app, currentUser(request).id, request.params.id, request.body);
      return { message: M.updated };
    },
  );

  app.delete(
    '/api/holidays/:id',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.DeleteHolidaySchema },
    async (request) => {
      await removeHoliday(app, currentUser(request).id, request.params.id);
      return { message: M.deleted };
    },
  );

  app.post(
    '/api/holidays/import',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.ImportPublicHolidaysSchema },
    async (request) => {
      const { country, region, year, location } = request.body;
      const holidays = await publicHolidays(country, region, year, location?.trim() || null);
      return importHolidays(
        app,
        currentUser(request).id,
        `date-holidays ${country}${region ? `-${region}` : ''} ${year}`,
        holidays,
      );
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Executor } from '../../db/types';
import { isLanguage, type Language } from '../../lib/languages';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { settingValues } from '../settings';
import { PREFERENCES_MESSAGES as M } from './messages';
import * as schemas from './preferences-schemas';

// A person's own wishes, set by them, never through an API token.
const own = { ...access.signedIn, employeeData: 'own', tokenScope: null } as const;

async function preferencesOf(db: Executor, employeeId: number) {
  const [row, settings] = await Promise.all([
    db.selectFrom('employees').select('language').where('employee_id', '=', employeeId).executeTakeFirst(),
    settingValues(db),
  ]);
  const asLanguage = (value: string | null | undefined): Language | null => (isLanguage(value) ? value : null);
  return { language: asLanguage(row?.language), default_language: asLanguage(settings.DEFAULT_LANGUAGE) };
}

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/me/preferences', { config: own, schema: schemas.GetPreferencesSchema }, (request) =>
    preferencesOf(app.db, currentUser(request).id),
  );

  app.put('/api/me/preferences', { config: own, schema: schemas.PutPreferencesSchema }, async (request) => {
    const employeeId = currentUser(request).id;
    await app.db
      .updateTable('employees')
      .set({ language: request.body.language })
      .where('employee_id', '=', employeeId)
      .execute();
    return { message: M.saved, ...(await preferencesOf(app.db, employeeId)) };
  });
};

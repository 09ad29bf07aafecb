import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { PUSH_MESSAGES as M, pushError } from './messages';
import { checkPushEndpoint, validKeys } from './push-endpoint';
import * as schemas from './push-schemas';
import { preferencesOf, savePreferences } from './preferences-repository';
import { vapidKeys } from './vapid-keys';

// A person's own browsers and wishes, made by them, never through an API token.
const own = { ...access.signedIn, employeeData: 'own', tokenScope: null } as const;

export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/push/public_key', { config: own, schema: schemas.PublicKeySchema }, async () => ({
    public_key: (await vapidKeys(app.db, app.config)).publicKey,
  }));

  app.post('/api/push/subscriptions', { config: own, schema: schemas.SubscribeSchema }, async (request, reply) => {
    const { endpoint, keys } = request.body;
    await checkPushEndpoint(endpoint, app.config.webhookAllowPrivate);
    if (!validKeys(keys)) throw pushError(400, 'push.invalid_keys');
    const employeeId = currentUser(request).id;
    await app.db
      .insertInto('push_subscriptions')
      .values({ employee_id: employeeId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ employee_id: employeeId, p256dh: keys.p256dh, auth: keys.auth }),
      )
      .execute();
    return reply.status(201).send({ message: M.subscribed });
  });

  app.delete('/api/push/subscriptions', { config: own, schema: schemas.UnsubscribeSchema }, async (request) => {
    const deleted = await app.db
      .deleteFrom('push_subscriptions')
      .where('employee_id', '=', currentUser(request).id)
      .where('endpoint', '=', request.body.endpoint)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw pushError(404, 'push.subscription_not_found');
    return { message: M.unsubscribed };
  });

  app.get('/api/me/notification_preferences', { config: own, schema: schemas.GetPreferencesSchema }, (request) =>
    preferencesOf(app.db, currentUser(request).id),
  );

  app.put(
    '/api/me/notification_preferences',
    { config: own, schema: schemas.PutPreferencesSchema },
    async (request) => {
      const employeeId = currentUser(request).id;
      // Unknown events are dropped by the schema (removeAdditional): what is left must name one.
      if (Object.keys(request.body).length === 0) throw pushError(400, 'push.no_preference_given');
      const preferences = await app.db.transaction().execute(async (tx) => {
        await savePreferences(tx, employeeId, request.body);
        return preferencesOf(tx, employeeId);
      });
      return { message: M.preferencesSaved, preferences };
    },
  );
};

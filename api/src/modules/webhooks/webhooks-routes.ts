import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { deliveriesOf } from './delivery-repository';
import { webhookError, WEBHOOK_MESSAGES as M } from './messages';
import { findWebhook, listWebhooks } from './webhooks-repository';
import * as schemas from './webhooks-schemas';
import { createWebhook, deleteWebhook, redeliver, updateWebhook } from './webhooks-service';

// Admins only, and never through an API token: a token that could add endpoints could send the company's data anywhere.
const admins = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;

export const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/webhooks', { config: admins, schema: schemas.CreateWebhookSchema }, async (request, reply) => {
    const created = await createWebhook(app, currentUser(request), request.body);
    return reply.status(201).send({ message: M.created, ...created });
  });

  app.get('/api/webhooks', { config: admins, schema: schemas.ListWebhooksSchema }, () => listWebhooks(app.db));

  app.patch('/api/webhooks/:id', { config: admins, schema: schemas.UpdateWebhookSchema }, async (request) => {
    await updateWebhook(app, currentUser(request), request.params.id, request.body);
    return { message: M.updated };
  });

  app.delete('/api/webhooks/:id', { config: admins, schema: schemas.DeleteWebhookSchema }, async (request) => {
    await deleteWebhook(app, currentUser(request), request.params.id);
    return { message: M.deleted };
  });

  app.get('/api/webhooks/:id/deliveries', { config: admins, schema: schemas.DeliveriesSchema }, async (request) => {
    if (!(await findWebhook(app.db, request.params.id))) throw webhookError(404, 'webhook.not_found');
    return deliveriesOf(app.db, request.params.id, request.query.limit ?? 50);
  });

  app.post(
    '/api/webhook_deliveries/:id/redeliver',
    { config: admins, schema: schemas.RedeliverSchema },
    async (request) => {
      const deliveryId = await redeliver(app, currentUser(request), request.params.id);
      app.webhookDelivery.nudge();
      return { message: M.redelivered, delivery_id: deliveryId };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { activeFeedsOf } from './calendar-feeds-repository';
import * as schemas from './calendar-feeds-schemas';
import { createFeed, feedCalendar, revokeFeed } from './calendar-feeds-service';
import { CALENDAR_FEED_MESSAGES as M, CALENDAR_PATH } from './messages';

export const calendarFeedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/calendar_feeds',
    { config: { ...access.signedIn, employeeData: 'own', tokenScope: null }, schema: schemas.CreateFeedSchema },
    async (request, reply) => {
      const feed = await createFeed(app, currentUser(request), request.body.scope);
      return reply.status(201).send({ message: M.created, ...feed });
    },
  );

  app.get(
    '/api/calendar_feeds',
    { config: { ...access.signedIn, employeeData: 'own', tokenScope: null }, schema: schemas.ListFeedsSchema },
    (request) => activeFeedsOf(app.db, currentUser(request).id),
  );

  app.delete(
    '/api/calendar_feeds/:id',
    { config: { ...access.signedIn, employeeData: 'own', tokenScope: null }, schema: schemas.RevokeFeedSchema },
    async (request) => {
      await revokeFeed(app, currentUser(request), request.params.id);
      return { message: M.revoked };
    },
  );

  // The token is the credential: calendar apps cannot send a bearer token. Logs redact `token` (lib/log-redaction.ts).
  app.get(
    CALENDAR_PATH,
    { config: { ...access.public, employeeData: 'feed', tokenScope: null }, schema: schemas.FeedSchema },
    async (request, reply) => {
      const text = await feedCalendar(app, request, request.query.token);
      return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(text);
    },
  );
};

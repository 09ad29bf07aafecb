import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requestViewer } from '../../plugins/visibility';
import { isApiToken } from '../api-tokens';
import { bearerToken } from '../auth';
import { PAGE, SCHEMAS, scimError } from './messages';
import { pageOf, parseFilter } from './scim-filter';
import {
  createGroup,
  deleteGroup,
  groupOrNotFound,
  groupResource,
  listGroups,
  patchGroup,
  replaceGroup,
} from './scim-groups';
import type { PatchOperation } from './scim-patch';
import { parseUser, userResource } from './scim-user';
import { listUsers } from './scim-users-repository';
import { createUser, deleteUser, patchedUser, updateUser, userOrNotFound } from './scim-users-service';

const SCIM_JSON = 'application/scim+json';
// Only an admin's API token with the scim scope: the directory acts as its creator, never a person's session.
const provisioner = { roles: ['admin'] as const, tokenScope: 'scim' as const, employeeData: 'visible' as const };

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
const ListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 500 })),
  startIndex: Type.Optional(Type.Integer({ minimum: 1 })),
  count: Type.Optional(Type.Integer({ minimum: 0 })),
  excludedAttributes: Type.Optional(Type.String({ maxLength: 200 })),
  attributes: Type.Optional(Type.String({ maxLength: 200 })),
});
const Resource = Type.Record(Type.String(), Type.Unknown());
const PatchBody = Type.Object(
  {
    schemas: Type.Optional(Type.Array(Type.String())),
    Operations: Type.Array(
      Type.Object(
        { op: Type.String({ minLength: 1 }), path: Type.Optional(Type.String()), value: Type.Optional(Type.Unknown()) },
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: true },
);

function requireApiToken(request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  if (!token || !isApiToken(token)) throw scimError(401, 'scim.token_required');
}

/** Every error in SCIM's own form (RFC 7644 3.12), with the scimType a provider acts on. */
function sendScimError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, 'SCIM request failed');
  const scimType =
    status === 409
      ? 'uniqueness'
      : error instanceof AppError && error.code === 'scim.invalid_filter'
        ? 'invalidFilter'
        : status === 400
          ? 'invalidValue'
          : undefined;
  return reply
    .status(status)
    .type(SCIM_JSON)
    .send({
      schemas: [SCHEMAS.error],
      status: String(status),
      ...(scimType && { scimType }),
      detail: status >= 500 ? 'Internal server error.' : error.message,
    });
}

const list = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [SCHEMAS.list],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** SCIM 2.0 provisioning of people (Users) and departments (Groups) by the company's identity provider. */
export const scimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const baseUrl = `${app.config.appUrl}/scim/v2`;
  app.addContentTypeParser(SCIM_JSON, { parseAs: 'string' }, (_request, body, done) => {
    try {
      // A DELETE may carry the content type with no body.
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(scimError(400, 'scim.invalid_value', { detail: 'The body is not valid JSON.' }), undefined);
    }
  });
  app.setErrorHandler(sendScimError);
  app.addHook('preHandler', async (request, reply) => {
    requireApiToken(request);
    reply.type(SCIM_JSON);
  });

  app.get('/ServiceProviderConfig', { config: provisioner }, () => ({
    schemas: [SCHEMAS.serviceProvider],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: PAGE.max },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      { type: 'oauthbearertoken', name: 'API token', description: "An admin's API token with the scim scope." },
    ],
  }));

  app.get('/Users', { config: provisioner, schema: { querystring: ListQuery } }, async (request) => {
    const page = pageOf(request.query, PAGE);
    const filter = parseFilter(request.query.filter, ['userName', 'externalId']);
    const { total, rows } = await listUsers(app.db, filter, page);
    return list(
      rows.map((row) => userResource(row, baseUrl)),
      total,
      page.startIndex,
    );
  });

  app.get('/Users/:id', { config: provisioner, schema: { params: IdParams } }, async (request) =>
    userResource(await userOrNotFound(app, request.params.id), baseUrl),
  );

  app.post('/Users', { config: provisioner, schema: { body: Resource } }, async (request, reply) => {
    const id = await createUser(app, requestViewer(request).id, parseUser(request.body));
    return reply.status(201).send(userResource(await userOrNotFound(app, String(id)), baseUrl));
  });

  app.put('/Users/:id', { config: provisioner, schema: { params: IdParams, body: Resource } }, async (request) => {
    const row = await userOrNotFound(app, request.params.id);
    await updateUser(app, requestViewer(request), row, parseUser(request.body));
    return userResource(await userOrNotFound(app, request.params.id), baseUrl);
  });

  app.patch('/Users/:id', { config: provisioner, schema: { params: IdParams, body: PatchBody } }, async (request) => {
    const row = await userOrNotFound(app, request.params.id);
    await updateUser(app, requestViewer(request), row, patchedUser(row, request.body.Operations as PatchOperation[]));
    return userResource(await userOrNotFound(app, request.params.id), baseUrl);
  });

  app.delete('/Users/:id', { config: provisioner, schema: { params: IdParams } }, async (request, reply) => {
    await deleteUser(app, requestViewer(request), await userOrNotFound(app, request.params.id));
    return reply.status(204).send();
  });

  app.get('/Groups', { config: provisioner, schema: { querystring: ListQuery } }, async (request) => {
    const page = pageOf(request.query, PAGE);
    const filter = parseFilter(request.query.filter, ['displayName']);
    const withMembers = !/\bmembers\b/i.test(request.query.excludedAttributes ?? '');
    const { total, rows } = await listGroups(app.db, filter, page);
    return list(
      rows.map((row) => groupResource(row, baseUrl, withMembers)),
      total,
      page.startIndex,
    );
  });

  app.get('/Groups/:id', { config: provisioner, schema: { params: IdParams } }, async (request) =>
    groupResource(await groupOrNotFound(app.db, request.params.id), baseUrl),
  );

  app.post('/Groups', { config: provisioner, schema: { body: Resource } }, async (request, reply) => {
    const id = await createGroup(app, requestViewer(request).id, request.body);
    return reply.status(201).send(groupResource(await groupOrNotFound(app.db, String(id)), baseUrl));
  });

  app.put('/Groups/:id', { config: provisioner, schema: { params: IdParams, body: Resource } }, async (request) => {
    const group = await groupOrNotFound(app.db, request.params.id);
    await replaceGroup(app, requestViewer(request).id, group, request.body);
    return groupResource(await groupOrNotFound(app.db, request.params.id), baseUrl);
  });

  app.patch(
    '/Groups/:id',
    { config: provisioner, schema: { params: IdParams, body: PatchBody } },
    async (request, reply) => {
      const group = await groupOrNotFound(app.db, request.params.id);
      await patchGroup(app, requestViewer(request).id, group, request.body.Operations as PatchOperation[]);
      return reply.status(204).send();
    },
  );

  app.delete('/Groups/:id', { config: provisioner, schema: { params: IdParams } }, async (request, reply) => {
    await deleteGroup(app, requestViewer(request).id, await groupOrNotFound(app.db, request.params.id));
    return reply.status(204).send();
  });
};

import { Type } from 'typebox';
import { IdParams, MessageBody, withErrors } from '../../lib/schemas';
import { WEBHOOK_EVENTS } from './webhook-events';

const tags = ['webhooks'];
const DateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });
const NullableDateTime = Type.Unsafe<Date | string | null>({ type: 'string', format: 'date-time', nullable: true });
const EventName = Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)));
const Events = Type.Array(EventName, { minItems: 1, maxItems: WEBHOOK_EVENTS.length * 2 });
const Url = Type.String({ minLength: 8, maxLength: 2000 });

const Webhook = Type.Object({
  webhook_id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  active: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});

export const CreateWebhookSchema = {
  tags,
  summary: 'Register a webhook endpoint',
  description:
    'Registers an endpoint for events. Each delivery is a POST signed with `X-Webhook-Signature: sha256=<hex ' +
    "HMAC-SHA256(secret, X-Webhook-Timestamp + '.' + raw body)>`; the secret is returned once.",
  body: Type.Object(
    { url: Url, events: Events, active: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), webhook_id: Type.Integer(), secret: Type.String() }) },
    400,
    401,
    403,
  ),
};

export const ListWebhooksSchema = {
  tags,
  summary: 'List webhook endpoints',
  description: 'Every registered endpoint (never its secret).',
  response: withErrors({ 200: Type.Array(Webhook) }, 401, 403),
};

export const UpdateWebhookSchema = {
  tags,
  summary: 'Change a webhook endpoint',
  description: "Changes an endpoint's URL, events or whether it is active; its secret stays.",
  params: IdParams,
  body: Type.Object(
    { url: Type.Optional(Url), events: Type.Optional(Events), active: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const DeleteWebhookSchema = {
  tags,
  summary: 'Delete a webhook endpoint',
  description: 'Deletes an endpoint with its pending deliveries and their log.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 401, 403, 404),
};

export const DeliveriesSchema = {
  tags,
  summary: "List a webhook endpoint's deliveries",
  description: "An endpoint's latest deliveries, newest first, each with the log of its attempts.",
  params: IdParams,
  querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) }),
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          delivery_id: Type.String({ format: 'uuid' }),
          event_id: Type.Integer(),
          event_type: Type.String(),
          status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
          attempts: Type.Integer(),
          created_at: DateTime,
          next_attempt_at: DateTime,
          finished_at: NullableDateTime,
          attempt_log: Type.Array(
            Type.Object({
              attempted_at: DateTime,
              status_code: Type.Union([Type.Integer(), Type.Null()]),
              error: Type.Union([Type.String(), Type.Null()]),
              duration_ms: Type.Integer(),
            }),
          ),
        }),
      ),
    },
    400,
    401,
    403,
    404,
  ),
};

export const RedeliverSchema = {
  tags,
  summary: 'Redeliver a webhook delivery',
  description: "Sends a past delivery's event to its endpoint again, as a new delivery.",
  params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
  response: withErrors(
    { 200: Type.Object({ message: Type.String(), delivery_id: Type.String() }) },
    400,
    401,
    403,
    404,
  ),
};

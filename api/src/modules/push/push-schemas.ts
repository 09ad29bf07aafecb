import { Type } from 'typebox';
import { MessageBody, withErrors } from '../../lib/schemas';
import { NOTIFICATION_EVENTS } from './notification-events';

const tags = ['push'];
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const Endpoint = Type.String({ minLength: 8, maxLength: 2000 });
const Channels = Type.Object({ mail: Type.Boolean(), push: Type.Boolean() }, { additionalProperties: false });
const Preferences = Type.Object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, Channels])) as Record<
    (typeof NOTIFICATION_EVENTS)[number],
    typeof Channels
  >,
  { additionalProperties: false },
);
const PreferenceChanges = Type.Object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, Type.Optional(Channels)])) as Record<
    (typeof NOTIFICATION_EVENTS)[number],
    Type.TOptional<typeof Channels>
  >,
  { additionalProperties: false, minProperties: 1 },
);

export const PublicKeySchema = {
  tags,
  summary: "The server's VAPID public key",
  description:
    'The applicationServerKey a browser subscribes with (PushManager.subscribe), base64url; the same on every instance.',
  response: withErrors({ 200: Type.Object({ public_key: Type.String() }) }, 401),
};

export const SubscribeSchema = {
  tags,
  summary: 'Turn push on in this browser',
  description:
    "Saves the browser's PushSubscription (its toJSON()) for the signed-in person; the same endpoint saved again " +
    'belongs to whoever saved it last.',
  body: Type.Object(
    {
      endpoint: Endpoint,
      expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
      keys: Type.Object({ p256dh: Base64Url(200), auth: Base64Url(100) }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: MessageBody }, 400, 401),
};

export const UnsubscribeSchema = {
  tags,
  summary: 'Turn push off in this browser',
  description: "Deletes the signed-in person's subscription with this endpoint.",
  body: Type.Object({ endpoint: Endpoint }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 404),
};

export const GetPreferencesSchema = {
  tags,
  summary: 'My notification preferences',
  description: 'By mail and by push, for each event; what was never changed is on.',
  response: withErrors({ 200: Preferences }, 401),
};

export const PutPreferencesSchema = {
  tags,
  summary: 'Change my notification preferences',
  description: 'Sets mail and push for the events given; the others stay as they were. Answers all of them.',
  body: PreferenceChanges,
  response: withErrors({ 200: Type.Object({ message: Type.String(), preferences: Preferences }) }, 400, 401),
};

import { Type } from 'typebox';
import { LANGUAGES, type Language } from '../../lib/languages';
import { ErrorCodeSchema, Id, IdParams, MessageBody, withErrors } from '../../lib/schemas';
import { Timestamp } from '../departments';
import { VERIFY_FACE_BODY_LIMIT } from '../face-verification';
import { PAIRING_CODE_DIGITS, PIN_PATTERN } from './messages';

const tags = ['kiosks'];
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

const Kiosk = Type.Object({
  kiosk_id: Type.Integer(),
  name: Type.String(),
  location_name: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  created_at: Timestamp,
  paired_at: Type.Union([Timestamp, Type.Null()]),
  last_seen_at: Type.Union([Timestamp, Type.Null()]),
});

export const RegisterKioskSchema = {
  summary: 'Register a kiosk',
  tags,
  description:
    'Registers a kiosk at an office location. The answer carries a one-time pairing code (valid 15 minutes) to ' +
    'enter on the kiosk at /kiosk; it is not shown again.',
  body: Type.Object(
    {
      name: Name,
      location_name: Name,
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    },
    { additionalProperties: false },
  ),
  response: withErrors(
    {
      201: Type.Object({
        message: Type.String(),
        kiosk: Kiosk,
        pairing_code: Type.String(),
        pairing_expires_at: Timestamp,
      }),
    },
    400,
    401,
    403,
  ),
};

export const ListKiosksSchema = {
  summary: 'List kiosks',
  tags,
  description: 'The kiosks not revoked, with when each was paired and last seen.',
  response: withErrors({ 200: Type.Array(Kiosk) }, 401, 403),
};

export const RevokeKioskSchema = {
  summary: 'Revoke a kiosk',
  tags,
  description: "Revokes a kiosk: its credential is refused from the next request on, and it can't be paired again.",
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const PairKioskSchema = {
  summary: 'Pair a kiosk',
  tags,
  description:
    "Trades a kiosk's pairing code (once, before it expires) for its device credential, sent as " +
    '`Authorization: Kiosk <credential>` on the kiosk routes and accepted nowhere else. 429: too many codes tried.',
  body: Type.Object(
    { code: Type.String({ pattern: `^[0-9]{${PAIRING_CODE_DIGITS}}$` }) },
    { additionalProperties: false },
  ),
  response: withErrors(
    {
      200: Type.Object({
        credential: Type.String(),
        kiosk_id: Type.Integer(),
        name: Type.String(),
        location_name: Type.String(),
      }),
    },
    400,
    429,
  ),
};

export const KioskSelfSchema = {
  summary: 'Get the calling kiosk',
  tags,
  description: 'The kiosk behind the credential: a paired kiosk checks it still is.',
  response: withErrors(
    { 200: Type.Object({ kiosk_id: Type.Integer(), name: Type.String(), location_name: Type.String() }) },
    401,
  ),
};

const DayState = Type.Union([Type.Literal('not_clocked_in'), Type.Literal('clocked_in'), Type.Literal('day_complete')]);

// typebox does not infer a union built from a list, so its type is stated (as in preferences-schemas.ts).
const PersonLanguage = Type.Unsafe<Language>(
  Type.Union(
    LANGUAGES.map((language) => Type.Literal(language)),
    {
      description:
        "The identified person's language (their own choice, else DEFAULT_LANGUAGE, else en): the kiosk speaks it " +
        'to them until it starts over.',
    },
  ),
);

const Identified = Type.Object({
  result: Type.Literal('identified'),
  employee_id: Type.Integer(),
  first_name: Type.String(),
  state: DayState,
  language: PersonLanguage,
  message: Type.String(),
});

export const IdentifySchema = {
  summary: 'Identify a face at a kiosk',
  tags,
  description:
    'Identifies the face of a camera frame among the active enrolled employees. identified: the person with what ' +
    'they can do now (a clock action by this kiosk may follow within 2 minutes). pin_required: the match is not ' +
    'conclusive (below KIOSK_MATCH_THRESHOLD or within KIOSK_MATCH_MARGIN of the next person); answer the ' +
    'challenge with the PIN. not_recognised: nobody, or a suspected spoof. 400: not a usable image, with a reason. ' +
    '429: too many frames from this kiosk. 503: the face queue is full.',
  body: Type.Object({ image: Type.String({ minLength: 1, maxLength: VERIFY_FACE_BODY_LIMIT }) }),
  response: {
    ...withErrors(
      {
        200: Type.Union([
          Identified,
          Type.Object({ result: Type.Literal('pin_required'), challenge: Type.String(), message: Type.String() }),
          Type.Object({
            result: Type.Literal('not_recognised'),
            reason: Type.Union([Type.Literal('no_match'), Type.Literal('spoof_suspected')], {
              description: 'Why: nobody matched, or the face looked like a photo or a screen.',
            }),
            message: Type.String(),
          }),
        ]),
      },
      401,
      429,
      503,
    ),
    400: Type.Object({ error: Type.String(), code: ErrorCodeSchema, reason: Type.Optional(Type.String()) }),
  },
};

export const VerifyPinSchema = {
  summary: 'Check a PIN at a kiosk',
  tags,
  description:
    "Answers an identification's PIN challenge. 403: the PIN is not one of the possible people's. 429: too many " +
    'wrong PINs for one of them. 400: the challenge is invalid or expired (look at the camera again).',
  body: Type.Object(
    { challenge: Type.String({ minLength: 1, maxLength: 4096 }), pin: Type.String({ pattern: PIN_PATTERN }) },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: Identified }, 400, 401, 403, 429),
};

export const KioskClockSchema = {
  tags,
  description:
    "Clocks in or out the person this kiosk identified within the last 2 minutes, at the kiosk's office " +
    '(the identification is used up). 403: no such identification. 409: not possible in their current state. ' +
    "Refusals are worded in the person's language, not the kiosk's.",
  body: Type.Object({ employee_id: Id }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 409),
};
export const KioskClockInSchema = { ...KioskClockSchema, summary: 'Clock in at a kiosk' };
export const KioskClockOutSchema = { ...KioskClockSchema, summary: 'Clock out at a kiosk' };

const PinBody = Type.Object({ pin: Type.String({ pattern: PIN_PATTERN }) }, { additionalProperties: false });

export const SetOwnPinSchema = {
  summary: 'Set your kiosk PIN',
  tags,
  description: "Sets the caller's kiosk PIN (4 to 6 digits), asked for when a kiosk is unsure of their face.",
  body: PinBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403),
};

export const SetEmployeePinSchema = {
  summary: "Set an employee's kiosk PIN",
  tags,
  description: "Sets an employee's kiosk PIN (4 to 6 digits).",
  params: IdParams,
  body: PinBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const PinStatusSchema = {
  summary: 'Get whether you have a kiosk PIN',
  tags,
  description: 'Whether the caller has a kiosk PIN.',
  response: withErrors({ 200: Type.Object({ has_pin: Type.Boolean() }) }, 401),
};

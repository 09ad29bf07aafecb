import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const PUSH_MESSAGES = {
  subscribed: 'Push notifications are on in this browser.',
  unsubscribed: 'Push notifications are off in this browser.',
  preferencesSaved: 'Notification preferences saved.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const PUSH_ERRORS = {
  'push.invalid_endpoint': 'The push endpoint is not a valid absolute URL without credentials.',
  'push.https_required':
    'A push endpoint must use https (http only for a private address when WEBHOOK_ALLOW_PRIVATE=true).',
  'push.private_endpoint': ({ host }: { host: string }) =>
    `The push endpoint points to a private, loopback or link-local address (${host}); set WEBHOOK_ALLOW_PRIVATE=true to allow it.`,
  'push.invalid_keys':
    'The subscription keys are not valid: p256dh must be a P-256 public key and auth 16 bytes, both base64url.',
  'push.subscription_not_found': 'No push subscription of yours has this endpoint.',
  'push.no_preference_given':
    'Name at least one event: leave_decided, approval_waiting, shift_published or forgot_clock_out, each with mail and push.',
} as const satisfies ErrorTexts;

export const pushError = errorFactory(PUSH_ERRORS);

/** Pushes one instance claims per round. */
export const PUSH_BATCH = 20;
/** How long a push service keeps a push for a browser that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Kept from a push service's refusal. */
export const MAX_PUSH_ERROR_CHARS = 500;

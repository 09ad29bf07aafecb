import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const CALENDAR_FEED_MESSAGES = {
  created: 'Calendar feed created. Copy its address now: it is shown only once.',
  revoked: 'Calendar feed revoked.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const CALENDAR_FEED_ERRORS = {
  'calendar_feed.not_found': 'Calendar feed not found.',
  'calendar_feed.team_for_managers': 'Only managers and admins can subscribe to the leave of their team.',
  'calendar_feed.invalid_token': 'This calendar feed does not exist or was revoked.',
} as const satisfies ErrorTexts;

export const calendarFeedError = errorFactory(CALENDAR_FEED_ERRORS);

/** How far back a feed reaches: calendar apps show what is coming, not years of history. */
export const FEED_HISTORY_DAYS = 365;
export const CALENDAR_PATH = '/api/calendar_feed.ics';

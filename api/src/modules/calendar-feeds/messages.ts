export const CALENDAR_FEED_MESSAGES = {
  created: 'Calendar feed created. Copy its address now: it is shown only once.',
  revoked: 'Calendar feed revoked.',
  notFound: 'Calendar feed not found.',
  teamForManagers: 'Only managers and admins can subscribe to the leave of their team.',
  invalidToken: 'This calendar feed does not exist or was revoked.',
} as const;

/** How far back a feed reaches: calendar apps show what is coming, not years of history. */
export const FEED_HISTORY_DAYS = 365;
export const CALENDAR_PATH = '/api/calendar_feed.ics';

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const TEAM_CALENDAR_ERRORS = {
  'team_calendar.bad_month': 'month must be a month in YYYY-MM format.',
} as const satisfies ErrorTexts;

export const teamCalendarError = errorFactory(TEAM_CALENDAR_ERRORS);

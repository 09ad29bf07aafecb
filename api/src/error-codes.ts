import { IMAGE_ERRORS } from './lib/reencode-image';
import { MULTIPART_ERRORS } from './lib/multipart-form';
import { REQUEST_ERRORS } from './lib/request-errors';
import { ATTENDANCE_ERRORS } from './modules/attendance/messages';
import { CORRECTION_ERRORS } from './modules/attendance-corrections/messages';
import { AUTH_ERRORS } from './modules/auth/messages';
import { API_TOKEN_ERRORS } from './modules/api-tokens/messages';
import { CALENDAR_FEED_ERRORS } from './modules/calendar-feeds/messages';
import { DELEGATION_ERRORS } from './modules/delegations/messages';
import { DEPARTMENT_ERRORS } from './modules/departments/messages';
import { EMPLOYEE_ERRORS } from './modules/employees/messages';
import { FALLBACK_ERRORS } from './modules/face-fallback/messages';
import { FACE_VERIFICATION_ERRORS } from './modules/face-verification/messages';
import { HEALTH_ERRORS } from './modules/health/messages';
import { HOLIDAY_ERRORS } from './modules/holidays/messages';
import { KIOSK_ERRORS } from './modules/kiosk/messages';
import { LEAVE_ERRORS } from './modules/leave/messages';
import { LEAVE_BALANCE_ERRORS } from './modules/leave-balances/messages';
import { LEAVE_POLICY_ERRORS } from './modules/leave-policies/messages';
import { PAY_PERIOD_LOCK_ERRORS } from './db/pay-period-locked';
import { PAY_PERIOD_ERRORS } from './modules/pay-periods/messages';
import { REPORT_ERRORS } from './modules/reports/messages';
import { SETTINGS_ERRORS } from './modules/settings/messages';
import { SHIFT_EXCHANGE_ERRORS } from './modules/shift-exchange/messages';
import { SHIFT_ERRORS } from './modules/shifts/messages';
import { SCIM_ERRORS } from './modules/scim/messages';
import { TEAM_CALENDAR_ERRORS } from './modules/team-calendar/messages';
import { TIMESHEET_ERRORS } from './modules/timesheet/messages';
import { WEBHOOK_ERRORS } from './modules/webhooks/messages';
import { PUSH_ERRORS } from './modules/push/messages';
import { WORKING_TIME_ERRORS } from './modules/working-time/messages';
import { OVERTIME_ERRORS } from './modules/overtime/messages';
import { OIDC_ERRORS } from './modules/oidc/messages';
import { PAYROLL_ERRORS } from './modules/payroll/messages';
import { INPUT_ERRORS } from './lib/input-messages';
import { VALIDATION_ERRORS } from './lib/validation-message';
import { FACE_ERRORS } from './face/messages';

/**
 * The one registry of the codes the api answers in `{error, code}`: each module's map of code -> English text.
 * The OpenAPI document lists them (plugins/swagger.ts); error-codes.test.ts checks that every map is here and
 * no code appears twice.
 */
export const ERROR_TEXT_MAPS = [
  REQUEST_ERRORS,
  VALIDATION_ERRORS,
  INPUT_ERRORS,
  MULTIPART_ERRORS,
  IMAGE_ERRORS,
  FACE_ERRORS,
  AUTH_ERRORS,
  OIDC_ERRORS,
  API_TOKEN_ERRORS,
  ATTENDANCE_ERRORS,
  CORRECTION_ERRORS,
  DELEGATION_ERRORS,
  CALENDAR_FEED_ERRORS,
  DEPARTMENT_ERRORS,
  EMPLOYEE_ERRORS,
  FALLBACK_ERRORS,
  FACE_VERIFICATION_ERRORS,
  HEALTH_ERRORS,
  HOLIDAY_ERRORS,
  KIOSK_ERRORS,
  LEAVE_ERRORS,
  LEAVE_BALANCE_ERRORS,
  LEAVE_POLICY_ERRORS,
  PAY_PERIOD_ERRORS,
  PAY_PERIOD_LOCK_ERRORS,
  REPORT_ERRORS,
  SETTINGS_ERRORS,
  SHIFT_ERRORS,
  SCIM_ERRORS,
  SHIFT_EXCHANGE_ERRORS,
  TEAM_CALENDAR_ERRORS,
  TIMESHEET_ERRORS,
  WEBHOOK_ERRORS,
  PUSH_ERRORS,
  WORKING_TIME_ERRORS,
  OVERTIME_ERRORS,
  PAYROLL_ERRORS,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type AllErrorTexts = UnionToIntersection<(typeof ERROR_TEXT_MAPS)[number]>;

/** Every code's English text (or text builder). */
export const ERROR_TEXTS = Object.assign({}, ...ERROR_TEXT_MAPS) as AllErrorTexts;

export type ErrorCode = keyof AllErrorTexts & string;

/** Every code, in the order of the maps: the OpenAPI document's `ErrorCode` enum. */
export const ERROR_CODES = ERROR_TEXT_MAPS.flatMap((texts) => Object.keys(texts)) as ErrorCode[];

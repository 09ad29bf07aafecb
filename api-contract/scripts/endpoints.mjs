// The RTK Query endpoints each deployable package uses, by operation name (the HTTP verb and the path after /api,
// camel-cased: GET /api/reports_dashboard is getReportsDashboard). generate.mjs writes each file from the api's
// OpenAPI document with each endpoint's cache tags (cache-tags.mjs); the package's api.ts files add what a schema
// cannot say (response handlers, sign-in calls without a token). Every endpoint is injected into shared-auth's one
// baseApi by one package only: a read that two packages use is shared-auth's (SHARED_ENDPOINTS_FILE).
export const SHARED_ENDPOINTS_FILE = 'shared-auth/src/api/generated-api.ts';

export const ENDPOINT_FILES = {
  [SHARED_ENDPOINTS_FILE]: [
    'getDepartments',
    'getEmployeesList',
    'getGeocodeReverse',
    'getHolidays',
    'getLeaveBalances',
    'getLeaveLedger',
    'getLeaveRequests',
    'getLeaveTypeDetails',
  ],
  'mf-attendance/src/generated-api.ts': [
    'getAllEmployeesList',
    'getAttendanceCorrections',
    'getAttendanceCorrectionsWindow',
    'getAttendanceLogs',
    'getAttendanceLogsByRecordIdRevisions',
    'getCurrentStatus',
    'getFaceFallbacks',
    'getKioskMe',
    'postAttendanceCorrections',
    'postAttendanceCorrectionsByCorrectionIdApprove',
    'postAttendanceCorrectionsByCorrectionIdReject',
    'postClockIn',
    'postClockInWithoutFaceCheck',
    'postClockOut',
    'postClockOutWithoutFaceCheck',
    'postFaceFallbacksByFallbackIdAccept',
    'postFaceFallbacksByFallbackIdReject',
    'postKioskClockIn',
    'postKioskClockOut',
    'postKioskIdentify',
    'postKioskPair',
    'postKioskVerifyPin',
    'postVerifyFace',
  ],
  'mf-reports/src/generated-api.ts': ['getReportsDashboard'],
  'mf-leave/src/generated-api.ts': [
    'getCalendarFeeds',
    'postCalendarFeeds',
    'deleteCalendarFeedsById',
    'getManagerEmail',
    'getLeaveRequestPreview',
    'postLeaveRequest',
    'getTeamCalendar',
    'getLeaveRequestByRequestIdApprovalContext',
    'postLeaveRequestByRequestIdApprove',
    'postLeaveRequestByRequestIdReject',
  ],
  'mf-people/src/generated-api.ts': [
    'postDepartments',
    'putDepartmentsById',
    'deleteDepartmentsById',
    'getEmployeesById',
    'putEmployeesByIdManager',
    'putEmployeesByIdPin',
    'deleteEmployeesById',
  ],
  'mf-settings/src/generated-api.ts': [
    'getSettings',
    'putSettings',
    'postHolidays',
    'putHolidaysById',
    'deleteHolidaysById',
    'postHolidaysImport',
    'getKiosks',
    'postKiosks',
    'deleteKiosksById',
    'postLeaveBalanceAdjustments',
    'postLeaveCarryOver',
    'getLeavePolicies',
    'postLeavePolicies',
    'putLeavePoliciesById',
    'deleteLeavePoliciesById',
    'getApiTokens',
    'postApiTokens',
    'deleteApiTokensById',
    'getWebhooks',
    'postWebhooks',
    'patchWebhooksById',
    'deleteWebhooksById',
    'getWebhooksByIdDeliveries',
    'postWebhookDeliveriesByIdRedeliver',
  ],
  'shell/src/generated-api.ts': [
    'getBranding',
    'postLogin',
    'postChangePassword',
    'postForgotPassword',
    'postResetPassword',
    'getDashboardStats',
    'getUpcomingBirthdays',
    'getMePin',
    'putMePin',
  ],
};

/** The endpoint names more than one file lists, each with the files: they would be injected twice. */
export function duplicateEndpoints(files) {
  const owners = new Map();
  for (const [file, names] of Object.entries(files)) {
    for (const name of names) owners.set(name, [...(owners.get(name) ?? []), file]);
  }
  return [...owners].filter(([, where]) => where.length > 1).map(([name, where]) => `${name} in ${where.join(', ')}`);
}

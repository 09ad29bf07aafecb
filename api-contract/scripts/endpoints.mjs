// The RTK Query endpoints each deployable package uses, by operation name (the HTTP verb and the path after /api,
// camel-cased: GET /api/reports_dashboard is getReportsDashboard). generate.mjs writes each file from the api's
// OpenAPI document; the package's api.ts files add what a schema cannot say (cache tags, response handlers).
export const ENDPOINT_FILES = {
  'mf-reports/src/generated-api.ts': ['getReportsDashboard'],
  'mf-settings/src/generated-api.ts': [
    'getSettings',
    'putSettings',
    'getHolidays',
    'postHolidays',
    'putHolidaysById',
    'deleteHolidaysById',
    'postHolidaysImport',
    'getKiosks',
    'postKiosks',
    'deleteKiosksById',
    'getEmployeesList',
    'getLeaveBalances',
    'getLeaveLedger',
    'postLeaveBalanceAdjustments',
    'postLeaveCarryOver',
    'getLeavePolicies',
    'postLeavePolicies',
    'putLeavePoliciesById',
    'deleteLeavePoliciesById',
  ],
};

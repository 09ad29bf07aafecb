// The cache tags of every endpoint, by operation name (endpoints.mjs), in one place: what a read provides and what a
// change invalidates. generate.mjs writes them into the endpoint files and into api-contract's CACHE_TAGS (for the
// hand-written multipart calls), so no api.ts sets a tag by hand. `{}`: the call neither provides nor invalidates;
// `onSuccess`: a refused call invalidates nothing. The tag types are shared-auth's (base-api.ts).

// Spec section 4: the status is read again after each successful clock action (logs and dashboard change too).
const CLOCKED = ['AttendanceStatus', 'Attendance', 'Dashboard'];
// A clock action without a face check also joins the review queue.
const CLOCKED_FOR_REVIEW = [...CLOCKED, 'FaceFallbacks'];
// An approved correction amends the day's record: the logs, the status card and the home dashboard read it.
const CORRECTION_DECIDED = ['AttendanceCorrections', 'Attendance', 'AttendanceStatus', 'Dashboard'];
// A fallback decision changes the record's marker in the logs and the report's counts too.
const FALLBACK_DECIDED = ['FaceFallbacks', 'Attendance', 'Dashboard', 'Reports'];
// The home dashboard lists pending requests too.
const LEAVE_CHANGED = ['Leave', 'Dashboard'];
// A shift placed or moved changes the day's expected hours: the status card and the home dashboard read them.
const SHIFTS_PLACED = ['Shifts', 'AttendanceStatus', 'Dashboard'];

export const CACHE_TAGS = {
  // Session and branding.
  getBranding: { provides: ['Branding'] },
  postLogin: {},
  getOidcProvider: {},
  postOidcStart: {},
  postOidcCallback: {},
  postChangePassword: {},
  postForgotPassword: {},
  postResetPassword: {},
  getMePin: { provides: ['Kiosks'] },
  putMePin: { invalidates: ['Kiosks'] },
  getMeNotificationPreferences: { provides: ['NotificationPreferences'] },
  putMeNotificationPreferences: { invalidates: ['NotificationPreferences'] },
  getMePreferences: { provides: ['Preferences'] },
  putMePreferences: { invalidates: ['Preferences'] },
  getPushPublicKey: {},
  postPushSubscriptions: {},
  deletePushSubscriptions: {},
  getDashboardStats: { provides: ['Dashboard'] },
  getUpcomingBirthdays: { provides: ['Dashboard'] },
  getGeocodeReverse: {},

  // Attendance.
  getCurrentStatus: { provides: ['AttendanceStatus'] },
  getAttendanceLogs: { provides: ['Attendance'] },
  getAllEmployeesList: { provides: ['Employees'] },
  postVerifyFace: {},
  postClockIn: { invalidates: CLOCKED, onSuccess: true },
  postClockOut: { invalidates: CLOCKED, onSuccess: true },
  postClockInWithoutFaceCheck: { invalidates: CLOCKED_FOR_REVIEW, onSuccess: true },
  postClockOutWithoutFaceCheck: { invalidates: CLOCKED_FOR_REVIEW, onSuccess: true },
  // A refused break means the screen was out of date (another device acted): it reads the status again either way.
  postBreakStart: { invalidates: CLOCKED },
  postBreakEnd: { invalidates: CLOCKED },
  getAttendanceCorrections: { provides: ['AttendanceCorrections'] },
  getAttendanceCorrectionsWindow: {},
  getAttendanceLogsByRecordIdRevisions: { provides: ['AttendanceCorrections'] },
  postAttendanceCorrections: { invalidates: ['AttendanceCorrections'] },
  postAttendanceCorrectionsByCorrectionIdApprove: { invalidates: CORRECTION_DECIDED },
  postAttendanceCorrectionsByCorrectionIdReject: { invalidates: CORRECTION_DECIDED },
  getFaceFallbacks: { provides: ['FaceFallbacks'] },
  getOvertime: { provides: ['Overtime'] },
  // Breaches are read from closed records: a clock-out or a decided correction can add or clear one.
  getWorkingTimeViolations: { provides: ['Attendance'] },
  postOvertimeByOvertimeIdApprove: { invalidates: ['Overtime'], onSuccess: true },
  postOvertimeByOvertimeIdReject: { invalidates: ['Overtime'], onSuccess: true },
  putOvertimeByOvertimeIdCompensation: { invalidates: ['Overtime'], onSuccess: true },
  postFaceFallbacksByFallbackIdAccept: { invalidates: FALLBACK_DECIDED, onSuccess: true },
  postFaceFallbacksByFallbackIdReject: { invalidates: FALLBACK_DECIDED, onSuccess: true },
  // A kiosk has no user session and no cached screen of anyone's data to refresh.
  getKioskMe: {},
  postKioskPair: {},
  postKioskIdentify: {},
  postKioskVerifyPin: {},
  postKioskClockIn: {},
  postKioskClockOut: {},

  // Leave: requests, balances, policies and holidays share the Leave tag (each changes what the others count).
  getLeaveRequests: { provides: ['Leave'] },
  getLeaveTypeDetails: {},
  getManagerEmail: {},
  getLeaveRequestPreview: { provides: ['Leave'] },
  postLeaveRequest: { invalidates: LEAVE_CHANGED },
  getLeaveRequestByRequestIdApprovalContext: { provides: ['Leave'] },
  postLeaveRequestByRequestIdApprove: { invalidates: LEAVE_CHANGED },
  postLeaveRequestByRequestIdReject: { invalidates: LEAVE_CHANGED },
  getTeamCalendar: { provides: ['Leave'] },
  getLeaveBalances: { provides: ['Leave'] },
  getLeaveLedger: { provides: ['Leave'] },
  postLeaveBalanceAdjustments: { invalidates: ['Leave'] },
  postLeaveCarryOver: { invalidates: ['Leave'] },
  getLeavePolicies: { provides: ['Leave'] },
  postLeavePolicies: { invalidates: ['Leave'] },
  putLeavePoliciesById: { invalidates: ['Leave'] },
  deleteLeavePoliciesById: { invalidates: ['Leave'] },
  getHolidays: { provides: ['Leave'] },
  postHolidays: { invalidates: ['Leave'] },
  putHolidaysById: { invalidates: ['Leave'] },
  deleteHolidaysById: { invalidates: ['Leave'] },
  postHolidaysImport: { invalidates: ['Leave'] },
  postHolidaysImportIcs: { invalidates: ['Leave'] },
  // A delegation decides whose requests an approver's list holds while someone is away.
  getMeDelegation: { provides: ['Leave'] },
  getMeDelegationCandidates: { provides: ['Employees'] },
  postMeDelegation: { invalidates: LEAVE_CHANGED },
  deleteMeDelegationById: { invalidates: LEAVE_CHANGED },
  getCalendarFeeds: { provides: ['CalendarFeeds'] },
  postCalendarFeeds: { invalidates: ['CalendarFeeds'] },
  deleteCalendarFeedsById: { invalidates: ['CalendarFeeds'] },

  // Shifts: the roster, My Shifts, open shifts and swaps read each other's changes; a shift that becomes someone's
  // published one changes their status card and the home dashboard too. A claim or request changes no shift yet.
  getOpenShifts: { provides: ['Shifts'] },
  postOpenShifts: { invalidates: ['Shifts'], onSuccess: true },
  deleteOpenShiftsByOpenShiftId: { invalidates: ['Shifts'], onSuccess: true },
  postOpenShiftsByOpenShiftIdClaim: { invalidates: ['Shifts'], onSuccess: true },
  postOpenShiftsByOpenShiftIdApprove: { invalidates: SHIFTS_PLACED, onSuccess: true },
  postOpenShiftsByOpenShiftIdReject: { invalidates: ['Shifts'], onSuccess: true },
  getShiftSwapRequests: { provides: ['Shifts'] },
  postShiftSwapRequests: { invalidates: ['Shifts'], onSuccess: true },
  postShiftSwapRequestsBySwapIdAccept: { invalidates: ['Shifts'], onSuccess: true },
  postShiftSwapRequestsBySwapIdDecline: { invalidates: ['Shifts'], onSuccess: true },
  postShiftSwapRequestsBySwapIdCancel: { invalidates: ['Shifts'], onSuccess: true },
  postShiftSwapRequestsBySwapIdApprove: { invalidates: SHIFTS_PLACED, onSuccess: true },
  postShiftSwapRequestsBySwapIdReject: { invalidates: ['Shifts'], onSuccess: true },

  // People.
  getDepartments: { provides: ['Departments'] },
  postDepartments: { invalidates: ['Departments'] },
  putDepartmentsById: { invalidates: ['Departments'] },
  // An employee's departments change with it.
  deleteDepartmentsById: { invalidates: ['Departments', 'Employees'] },
  getEmployeesList: { provides: ['Employees'] },
  getEmployeesById: { provides: ['Employees'] },
  postEmployees: { invalidates: ['Employees'] },
  putEmployeesById: { invalidates: ['Employees'] },
  putEmployeesByIdManager: { invalidates: ['Employees'] },
  putEmployeesByIdPin: {},
  deleteEmployeesById: { invalidates: ['Employees'] },

  // Shifts: types, assignments, patterns and the roster share the Shifts tag (a type's change shows in every shift).
  getShiftTypes: { provides: ['Shifts'] },
  postShiftTypes: { invalidates: ['Shifts'] },
  putShiftTypesById: { invalidates: ['Shifts'] },
  deleteShiftTypesById: { invalidates: ['Shifts'] },
  getShiftAssignments: { provides: ['Shifts'] },
  getShiftAssignmentsColleagues: { provides: ['Shifts'] },
  postShiftAssignments: { invalidates: ['Shifts'] },
  postShiftAssignmentsBulk: { invalidates: ['Shifts'] },
  putShiftAssignmentsById: { invalidates: ['Shifts'] },
  deleteShiftAssignmentsById: { invalidates: ['Shifts'] },
  getShiftPatterns: { provides: ['Shifts'] },
  postShiftPatterns: { invalidates: ['Shifts'] },
  postShiftPatternsByIdApply: { invalidates: ['Shifts'] },
  getRoster: { provides: ['Shifts'] },
  postRosterPublish: { invalidates: ['Shifts'] },

  // Reports and settings.
  getReportsDashboard: { provides: ['Reports'] },
  getSettings: { provides: ['Settings'] },
  // COMPANY_NAME and the logo are part of the branding the shell shows.
  putSettings: { invalidates: ['Settings', 'Branding'] },
  postSettingsLogo: { invalidates: ['Settings', 'Branding'] },
  // Pay periods: a lock changes what attendance and leave screens may write, not what they show.
  getPayPeriods: { provides: ['PayPeriods'] },
  getPayPeriodsById: { provides: ['PayPeriods'] },
  postPayPeriods: { invalidates: ['PayPeriods'] },
  postPayPeriodsByIdSubmit: { invalidates: ['PayPeriods'] },
  postPayPeriodsByIdApprove: { invalidates: ['PayPeriods'] },
  postPayPeriodsByIdLock: { invalidates: ['PayPeriods'] },
  postPayPeriodsByIdUnlock: { invalidates: ['PayPeriods'] },
  getPayrollMapping: { provides: ['PayrollMapping'] },
  putPayrollMapping: { invalidates: ['PayrollMapping'] },
  getKiosks: { provides: ['Kiosks'] },
  postKiosks: { invalidates: ['Kiosks'] },
  deleteKiosksById: { invalidates: ['Kiosks'] },
  getApiTokens: { provides: ['ApiTokens'] },
  postApiTokens: { invalidates: ['ApiTokens'] },
  deleteApiTokensById: { invalidates: ['ApiTokens'] },
  getWebhooks: { provides: ['Webhooks'] },
  postWebhooks: { invalidates: ['Webhooks'] },
  patchWebhooksById: { invalidates: ['Webhooks'] },
  deleteWebhooksById: { invalidates: ['Webhooks'] },
  getWebhooksByIdDeliveries: { provides: ['Webhooks'] },
  postWebhookDeliveriesByIdRedeliver: { invalidates: ['Webhooks'] },
};

import type { components, paths } from './generated';

export type { paths } from './generated';
export { CACHE_TAGS, SUMMARY_CARD_TITLES } from './generated';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body `path` answers to `method` with `status` (200 unless given). */
export type ApiResponse<
  P extends keyof paths,
  M extends Method,
  S extends keyof Operation<P, M>['responses'] = 200 & keyof Operation<P, M>['responses'],
> = JsonOf<Operation<P, M>['responses'][S]>;

/** The JSON request body of `method` on `path`. */
export type ApiRequestBody<P extends keyof paths, M extends Method> = JsonOf<
  NonNullable<Operation<P, M>['requestBody']>
>;

/** The query string parameters of `method` on `path`. */
export type ApiQuery<P extends keyof paths, M extends Method> = NonNullable<Operation<P, M>['parameters']['query']>;

// Names for the bodies the front end reads: each is the api's schema, never retyped.
export type ErrorResponse = ApiResponse<'/api/logout', 'post', 401>;
/** Every code an error body may carry (the api's error-codes.ts); screens branch on it, never on the text. */
export type ErrorCode = components['schemas']['ErrorCode'];
export type MessageResponse = ApiResponse<'/api/logout', 'post'>;

export type Credentials = ApiRequestBody<'/api/login', 'post'>;
export type TokenPair = ApiResponse<'/api/login', 'post'>;

export type Branding = ApiResponse<'/api/branding', 'get'>;
export type Setting = ApiResponse<'/api/settings', 'get'>[number];
export type UploadLogoResponse = ApiResponse<'/api/settings/logo', 'post'>;

export type DashboardStats = ApiResponse<'/api/dashboard_stats', 'get'>;
export type DailyStat = DashboardStats['dailyStats'][number];
export type EmployeeTimeRow = DashboardStats['employees'][number];
export type Birthday = ApiResponse<'/api/upcoming_birthdays', 'get'>[number];

export type CurrentStatus = ApiResponse<'/api/current_status', 'get'>;
export type DayState = CurrentStatus['state'];
export type ClockRequest = ApiRequestBody<'/api/clock_in', 'post'>;
export type ReverseGeocodeQuery = ApiQuery<'/api/geocode/reverse', 'get'>;
export type AttendanceLog = ApiResponse<'/api/attendance_logs', 'get'>[number];
export type RecordVerification = AttendanceLog['verification'];
export type FaceFallback = ApiResponse<'/api/face_fallbacks', 'get'>[number];
export type TimesheetQuery = ApiQuery<'/api/timesheet', 'get'>;
export type AttendanceCorrection = ApiResponse<'/api/attendance_corrections', 'get'>[number];
export type CorrectionWindow = ApiResponse<'/api/attendance_corrections/window', 'get'>;
export type AttendanceRevision = ApiResponse<'/api/attendance_logs/{record_id}/revisions', 'get'>[number];

export type LeaveRequest = ApiResponse<'/api/leave_requests', 'get'>[number];
export type LeaveRequestInput = ApiRequestBody<'/api/leave_request', 'post'>;
export type LeaveTypeDetail = ApiResponse<'/api/leave_type_details', 'get'>[number];
export type ApprovalContext = ApiResponse<'/api/leave_request/{request_id}/approval_context', 'get'>;

export type Department = ApiResponse<'/api/departments', 'get'>[number];
export type EmployeeSummary = ApiResponse<'/api/employees_list', 'get'>[number];
export type EmployeeDetail = ApiResponse<'/api/employees/{id}', 'get'>;
export type AllowedLocation = EmployeeDetail['allowed_locations'][number];
export type EnrolEmployeeResponse = ApiResponse<'/api/employees', 'post', 201>;

export type ReportsData = ApiResponse<'/api/reports_dashboard', 'get'>;
export type ReportQuery = ApiQuery<'/api/reports_dashboard', 'get'>;
export type SummaryCards = ReportsData['summary_cards'];

export type KioskIdentified = ApiResponse<'/api/kiosk/verify_pin', 'post'>;
export type Kiosk = ApiResponse<'/api/kiosks', 'get'>[number];
export type NewKiosk = ApiRequestBody<'/api/kiosks', 'post'>;
export type RegisteredKiosk = ApiResponse<'/api/kiosks', 'post', 201>;

export type ApiToken = ApiResponse<'/api/api_tokens', 'get'>[number];
export type NewApiToken = ApiRequestBody<'/api/api_tokens', 'post'>;
export type TokenScope = NewApiToken['scopes'][number];
export type CreatedApiToken = ApiResponse<'/api/api_tokens', 'post', 201>;

export type Webhook = ApiResponse<'/api/webhooks', 'get'>[number];
export type NewWebhook = ApiRequestBody<'/api/webhooks', 'post'>;
export type WebhookChange = ApiRequestBody<'/api/webhooks/{id}', 'patch'>;
export type WebhookEvent = NewWebhook['events'][number];
export type CreatedWebhook = ApiResponse<'/api/webhooks', 'post', 201>;
export type WebhookDelivery = ApiResponse<'/api/webhooks/{id}/deliveries', 'get'>[number];
export type DeliveryAttempt = WebhookDelivery['attempt_log'][number];

import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Role } from '../lib/roles';

export type { Role };

/** Timestamps are read as Date and may be written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns are read as 'YYYY-MM-DD' strings (parsers set in create-db). */
type DateString = string;

export type LeaveStatus = 'pending manager' | 'pending admin' | 'approved' | 'rejected';

export interface AllowedLocation {
  name?: string;
  latitude: number;
  longitude: number;
}

export interface EmployeesTable {
  employee_id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  report_to: number | null;
  date_of_birth: DateString | null;
  phone_number: string | null;
  hire_date: DateString | null;
  job_title: string | null;
  /** Contracted hours a week (migration 042); null: no weekly overtime. numeric arrives as a string. */
  weekly_hours: ColumnType<string | null, number | null | undefined, number | null>;
  holiday_calendar: Generated<string | null>;
  /** The identity provider's id of the person (SCIM externalId, migration 040). */
  external_id: Generated<string | null>;
  /** First sign-in through the identity provider (OIDC, migration 050); null: never signed in that way. */
  sso_linked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The person's own language of the screens and of what the api answers (migration 053); null: the company's. */
  language: Generated<string | null>;
  allowed_locations: ColumnType<AllowedLocation[], string | undefined, string>;
  password_hash: string;
  must_change_password: Generated<boolean>;
  token_version: Generated<number>;
  status: Generated<'active' | 'terminated'>;
  terminated_at: Timestamp | null;
  biometric_consent_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface DepartmentsTable {
  department_id: Generated<number>;
  department_name: string;
  created_at: DefaultTimestamp;
}

export interface EmployeeDepartmentsTable {
  employee_id: number;
  department_id: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  employee_id: number;
  token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  employee_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface StoredFilesTable {
  file_id: Generated<number>;
  path: string;
  content_type: string;
  bytes: Buffer;
  encrypted: Generated<boolean>;
  public: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface FaceProfilesTable {
  face_profile_id: Generated<number>;
  employee_id: number;
  descriptor: Buffer;
  model: string;
  source_file_id: number | null;
  created_at: DefaultTimestamp;
}

export interface AttendanceRecordsTable {
  record_id: Generated<number>;
  employee_id: number;
  attendance_date: DateString;
  check_in_time: Timestamp;
  check_out_time: Timestamp | null;
  in_latitude: number | null;
  in_longitude: number | null;
  in_address: string | null;
  out_latitude: number | null;
  out_longitude: number | null;
  out_address: string | null;
  clock_in_type: 'in office' | 'remote' | null;
  discrepancy: string | null;
  spoof_score: number | null;
  auto_closed: Generated<boolean>;
  check_in_corrected: Generated<boolean>;
  check_out_corrected: Generated<boolean>;
  /** Generated: either side was set by an approved correction. */
  corrected: ColumnType<boolean, never, never>;
  verification: Generated<RecordVerification>;
  created_at: DefaultTimestamp;
}

/** A break punched during a record (migration 034); ended_at null: still open (one per person at most). */
export interface AttendanceBreaksTable {
  break_id: Generated<number>;
  record_id: number;
  employee_id: number;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  start_latitude: number | null;
  start_longitude: number | null;
  start_address: string | null;
  end_latitude: number | null;
  end_longitude: number | null;
  end_address: string | null;
  created_at: DefaultTimestamp;
}

/** How a record's clock actions were verified (migration 028). */
export type RecordVerification = 'face' | 'pending review' | 'verified by manager' | 'voided';
export type FallbackStatus = 'pending' | 'accepted' | 'rejected';

export interface FaceFallbacksTable {
  fallback_id: Generated<number>;
  employee_id: number;
  record_id: number;
  action: 'clock_in' | 'clock_out';
  reason: string;
  photo_file_id: number | null;
  similarity: number | null;
  status: Generated<FallbackStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  comment: string | null;
  created_at: DefaultTimestamp;
}

export type CorrectionStatus = 'pending' | 'approved' | 'rejected';

export interface AttendanceCorrectionsTable {
  correction_id: Generated<number>;
  employee_id: number;
  attendance_date: DateString;
  clock_in_time: Timestamp | null;
  clock_out_time: Timestamp | null;
  reason: string;
  status: Generated<CorrectionStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  comment: string | null;
  record_id: number | null;
  created_at: DefaultTimestamp;
}

export interface AttendanceRevisionsTable {
  revision_id: Generated<number>;
  record_id: number;
  correction_id: number;
  created_record: boolean;
  check_in_time: Timestamp | null;
  check_out_time: Timestamp | null;
  discrepancy: string | null;
  auto_closed: boolean | null;
  check_in_corrected: boolean | null;
  check_out_corrected: boolean | null;
  /** How the record was verified before the correction; null in revisions older than migration 029. */
  verification: RecordVerification | null;
  changed_by: number | null;
  changed_at: DefaultTimestamp;
}

export interface FaceVerificationsTable {
  verification_id: Generated<number>;
  employee_id: number;
  verified: boolean;
  similarity: number | null;
  spoof_score: number | null;
  liveness_score: number | null;
  message: string;
  used_at: Timestamp | null;
  used_by_record_id: number | null;
  /** The kiosk that identified the employee; null for their own device. */
  kiosk_id: number | null;
  created_at: DefaultTimestamp;
}

export interface KiosksTable {
  kiosk_id: Generated<number>;
  name: string;
  location_name: string;
  latitude: number;
  longitude: number;
  pairing_code_hash: string | null;
  pairing_expires_at: Timestamp | null;
  credential_hash: string | null;
  created_at: DefaultTimestamp;
  paired_at: Timestamp | null;
  revoked_at: Timestamp | null;
  last_seen_at: Timestamp | null;
}

export interface EmployeePinsTable {
  employee_id: number;
  pin_hash: string;
  updated_at: DefaultTimestamp;
}

export type Accrual = 'yearly' | 'monthly';

export interface LeaveTypesTable {
  leave_type_id: Generated<number>;
  name: string;
  display_name: string;
  paid: Generated<boolean>;
  /** Null: not counted against a balance. */
  annual_days: number | null;
  accrual: Generated<Accrual>;
  carry_over_cap: Generated<number>;
  /** 1-12: carried-over days unused by the end of that month lapse; null: they never do. */
  carry_over_expiry_month: number | null;
  half_days_allowed: Generated<boolean>;
  backdating_allowed: Generated<boolean>;
  negative_allowed: Generated<boolean>;
  active: Generated<boolean>;
  /** 'hour': requests give times and the balance is kept in minutes (migration 044). */
  unit: Generated<LeaveUnit>;
}

export type LeaveUnit = 'day' | 'hour';

export interface LeaveBalanceAdjustmentsTable {
  adjustment_id: Generated<number>;
  employee_id: number;
  leave_type_id: number;
  year: number;
  kind: 'adjustment' | 'carry_over' | 'time_in_lieu';
  /** Minutes for a type whose unit is 'hour'. */
  days: number;
  reason: string | null;
  created_by: number | null;
  created_at: DefaultTimestamp;
  /** A credit counts from this day (time in lieu: the day worked) and, unused by expires_on, lapses (migration 044). */
  valid_from: DateString | null;
  expires_on: DateString | null;
  overtime_id: number | null;
}

export interface HolidaysTable {
  holiday_id: Generated<number>;
  holiday_date: DateString;
  name: string;
  /** Null: every office. */
  location: string | null;
  created_at: DefaultTimestamp;
}

export interface CalendarFeedsTable {
  feed_id: Generated<number>;
  employee_id: number;
  scope: 'own' | 'team';
  token_hash: string;
  created_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
}

export interface LeaveRequestsTable {
  request_id: Generated<number>;
  employee_id: number;
  leave_type_id: number;
  start_date: DateString;
  end_date: DateString;
  reason: string | null;
  start_half: Generated<boolean>;
  end_half: Generated<boolean>;
  /** An hourly request's times ('HH:MM', company clock); null for a request in days. */
  start_time: string | null;
  end_time: string | null;
  status: ColumnType<LeaveStatus, LeaveStatus | undefined, LeaveStatus>;
  manager_approval_comment: string | null;
  manager_decided_by: number | null;
  manager_decided_at: Timestamp | null;
  admin_approval_comment: string | null;
  admin_decided_by: number | null;
  admin_decided_at: Timestamp | null;
  /** The manager a stand-in (delegate, next manager up) decided for at the manager stage. */
  manager_decided_for: number | null;
  reminded_at: Timestamp | null;
  escalated_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ApprovalDelegationsTable {
  delegation_id: Generated<number>;
  delegator_id: number;
  delegate_id: number;
  start_date: DateString;
  end_date: DateString;
  created_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
}

export interface SettingsTable {
  setting_key: string;
  setting_value: string;
}

export interface AuditLogTable {
  id: ColumnType<number, number, never>;
  created_at: ColumnType<Date, string, never>;
  actor_id: ColumnType<number | null, number | null, never>;
  action: ColumnType<string, string, never>;
  payload_encrypted: ColumnType<Buffer, Buffer, never>;
  prev_hash: ColumnType<string, string, never>;
  hash: ColumnType<string, string, never>;
}

export type OvertimeRateClass = 'weekday' | 'weekend' | 'holiday' | 'night';

export interface OvertimeTable {
  overtime_id: Generated<number>;
  employee_id: number;
  kind: 'day' | 'week';
  period_date: DateString;
  minutes: number;
  rate_class: OvertimeRateClass;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  approved_minutes: number | null;
  /** Set on approval: paid, or credited as time in lieu (migration 044). */
  compensation: OvertimeCompensation | null;
  /** The employee's own choice while pending, under OVERTIME_COMPENSATION = employee_choice (migration 051). */
  requested_compensation: Generated<OvertimeCompensation | null>;
  comment: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type OvertimeCompensation = 'pay' | 'time_in_lieu';

export interface Database {
  employees: EmployeesTable;
  departments: DepartmentsTable;
  employee_departments: EmployeeDepartmentsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  stored_files: StoredFilesTable;
  face_profiles: FaceProfilesTable;
  attendance_records: AttendanceRecordsTable;
  attendance_breaks: AttendanceBreaksTable;
  face_verifications: FaceVerificationsTable;
  attendance_corrections: AttendanceCorrectionsTable;
  attendance_revisions: AttendanceRevisionsTable;
  face_fallbacks: FaceFallbacksTable;
  leave_types: LeaveTypesTable;
  leave_requests: LeaveRequestsTable;
  leave_balance_adjustments: LeaveBalanceAdjustmentsTable;
  holidays: HolidaysTable;
  calendar_feeds: CalendarFeedsTable;
  kiosks: KiosksTable;
  employee_pins: EmployeePinsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  audit_checkpoint: AuditCheckpointTable;
  data_key_archive: DataKeyArchiveTable;
  audit_pending: AuditPendingTable;
  password_history: PasswordHistoryTable;
  approval_delegations: ApprovalDelegationsTable;
  shift_types: ShiftTypesTable;
  shift_patterns: ShiftPatternsTable;
  shift_assignments: ShiftAssignmentsTable;
  roster_publications: RosterPublicationsTable;
  open_shifts: OpenShiftsTable;
  shift_swap_requests: ShiftSwapRequestsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  push_vapid_keys: PushVapidKeysTable;
  push_deliveries: PushDeliveriesTable;
  overtime: OvertimeTable;
  pay_periods: PayPeriodsTable;
  pay_period_timesheets: PayPeriodTimesheetsTable;
  payroll_mapping: PayrollMappingTable;
}

/** The payroll export's saved mapping (migration 046): one row at most. */
export interface PayrollMappingTable {
  singleton: Generated<boolean>;
  preset: 'generic_csv' | 'excel_layout' | 'custom';
  duration_format: 'decimal' | 'hhmm';
  /** [{field, header}]: read as an array, written as JSON text. */
  columns: ColumnType<Array<{ field: string; header: string }>, string, string>;
  updated_by: number | null;
  updated_at: DefaultTimestamp;
}

/** jsonb lists: read as arrays, written as JSON text. */
type JsonList = ColumnType<string[], string, string>;

export type PayPeriodFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

export interface PayPeriodsTable {
  pay_period_id: Generated<number>;
  name: string;
  frequency: PayPeriodFrequency;
  start_date: DateString;
  end_date: DateString;
  locked_at: Timestamp | null;
  locked_by: number | null;
  created_at: DefaultTimestamp;
}

export interface PayPeriodTimesheetsTable {
  pay_period_id: number;
  employee_id: number;
  submitted_at: Timestamp;
  submitted_by: number | null;
  approved_at: Timestamp | null;
  approved_by: number | null;
}

export interface ApiTokensTable {
  token_id: Generated<number>;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: JsonList;
  created_by: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface WebhooksTable {
  webhook_id: Generated<number>;
  url: string;
  events: JsonList;
  secret_encrypted: Buffer;
  active: Generated<boolean>;
  created_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface WebhookEventsTable {
  event_id: Generated<number>;
  event_type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: DefaultTimestamp;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  delivery_id: Generated<string>;
  webhook_id: number;
  event_id: number;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  next_attempt_at: DefaultTimestamp;
  leased_until: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  attempt_id: Generated<number>;
  delivery_id: string;
  attempted_at: Timestamp;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface PushSubscriptionsTable {
  subscription_id: Generated<number>;
  employee_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: DefaultTimestamp;
}

export interface NotificationPreferencesTable {
  employee_id: number;
  event: string;
  mail: Generated<boolean>;
  push: Generated<boolean>;
}

export interface PushVapidKeysTable {
  singleton: Generated<boolean>;
  public_key: string;
  private_key_encrypted: Buffer;
  created_at: DefaultTimestamp;
}

export interface PushDeliveriesTable {
  delivery_id: Generated<string>;
  subscription_id: number;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  next_attempt_at: DefaultTimestamp;
  leased_until: Timestamp | null;
  finished_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
}

/** `time` columns are read as 'HH:MM:SS' strings. */
type TimeString = string;

export interface ShiftTypesTable {
  shift_type_id: Generated<number>;
  name: string;
  start_time: TimeString;
  end_time: TimeString;
  break_minutes: Generated<number>;
  /** Null: the GRACE_MINUTES setting. */
  grace_minutes: number | null;
  color: Generated<string>;
  office: string | null;
  archived_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface ShiftPatternsTable {
  pattern_id: Generated<number>;
  name: string;
  weeks: number;
  /** Shift type id per day of the cycle, null for a day off. */
  days: ColumnType<(number | null)[], string, string>;
  created_by: number | null;
  created_at: DefaultTimestamp;
}

export type ShiftStatus = 'draft' | 'published';

export interface ShiftAssignmentsTable {
  assignment_id: Generated<number>;
  employee_id: number;
  shift_date: DateString;
  shift_type_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  break_minutes: Generated<number>;
  grace_minutes: number | null;
  status: ColumnType<ShiftStatus, ShiftStatus | undefined, ShiftStatus>;
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RosterPublicationsTable {
  department_id: number;
  week_start: DateString;
  published_by: number | null;
  published_at: DefaultTimestamp;
}

export type OpenShiftStatus = 'open' | 'claimed' | 'filled' | 'cancelled';

export interface OpenShiftsTable {
  open_shift_id: Generated<number>;
  department_id: number;
  shift_date: DateString;
  shift_type_id: number;
  note: string | null;
  status: ColumnType<OpenShiftStatus, OpenShiftStatus | undefined, OpenShiftStatus>;
  posted_by: number | null;
  claimed_by: number | null;
  claimed_at: Timestamp | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  assignment_id: number | null;
  created_at: DefaultTimestamp;
}

export type SwapStatus = 'pending peer' | 'pending manager' | 'approved' | 'declined' | 'rejected' | 'cancelled';

export interface ShiftSwapRequestsTable {
  swap_id: Generated<number>;
  requester_id: number;
  /** Null once the shift is gone (deleted, or replaced when the swap was approved); the side's columns keep it. */
  requester_assignment_id: number | null;
  requester_shift_date: DateString;
  requester_shift_type_id: number;
  requester_starts_at: Timestamp;
  requester_ends_at: Timestamp;
  target_id: number;
  target_assignment_id: number | null;
  /** The target's side: all null when the requester gives their shift away. */
  target_shift_date: DateString | null;
  target_shift_type_id: number | null;
  target_starts_at: Timestamp | null;
  target_ends_at: Timestamp | null;
  reason: string | null;
  status: ColumnType<SwapStatus, SwapStatus | undefined, SwapStatus>;
  peer_decided_at: Timestamp | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  comment: string | null;
  created_at: DefaultTimestamp;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  employee_id: number;
  password_hash: string;
  replaced_at: DefaultTimestamp;
}

export interface AuditPendingTable {
  id: Generated<number>;
  created_at: ColumnType<Date, string, never>;
  actor_id: number | null;
  action: string;
  payload_encrypted: Buffer;
}

/** A key that sealed audit entries before a rotation, sealed under the current DATA_KEY (migration 039). */
export interface DataKeyArchiveTable {
  fingerprint: string;
  sealed_key: Buffer;
  archived_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AuditCheckpointTable {
  id: number;
  last_id: number;
  head_hash: string;
  entries: number;
  signature: string;
}

export type Db = Kysely<Database>;
/** A transaction handle; pass it to repositories so their writes join the caller's transaction. */
export type Tx = Transaction<Database>;
/** Either the pool or a transaction: what repository functions accept. */
export type Executor = Db | Tx;

export type Employee = Selectable<EmployeesTable>;
export type NewEmployee = Insertable<EmployeesTable>;

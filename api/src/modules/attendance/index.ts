// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { attendanceDate, discrepancy } from './attendance-rules';
export { RecordVerification } from './attendance-schemas';
export { checkOutAsShown } from './auto-close-sql';
export { asAutoClosed } from './auto-close-view';
export type { ClockAction, ClockProof } from './clock-proof';
export { clockIn, clockOut, currentStatus } from './clock-service';
export type { ClockClaim, ClockIn, ClockOut } from './clock-statements';
export { checkedRange } from './date-range';
export type { DayRange } from './date-range';
export { ATTENDANCE_MESSAGES, MAX_RANGE_DAYS } from './messages';
export { readPosition } from './position';
export { departmentNames, recordLocation } from './record-columns';
export { workedHours, workedMinutes } from './worked-time-sql';

// Spec section 9: Present teal and Absent red on the line chart (a smooth line); green and dark red bars.
export const LINE_COLORS = { present: '#008080', absent: '#e53935' } as const;
export const BAR_COLORS = { present: '#2e7d32', absent: '#8b0000' } as const;
/** Spec section 8: how much of a non-JSON body the error shows. */
export const NON_JSON_PREVIEW_CHARS = 100;
export const DEFAULT_FILE_NAME = 'Attendance_Report.xlsx';
/** Above this many bars the x-axis labels turn (-45°) and are shortened; the tooltip has the full name. */
export const ROTATE_LABELS_ABOVE_BARS = 6;
export const SHORT_LABEL_CHARS = 14;
/** The api's name for the balances export (api/src/modules/leave-balances/balances-export.ts), if it sends none. */
export const LEAVE_BALANCES_FILE_NAME = (year: number) => `Leave_Balances_${year}.xlsx`;
/** The years the api keeps balances for (api/src/modules/leave-balances/messages.ts). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

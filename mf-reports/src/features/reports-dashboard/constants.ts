// Spec section 9: Present teal and Absent red on the line chart (a smooth line); green and dark red bars.
export const LINE_COLORS = { present: '#008080', absent: '#e53935' } as const;
export const BAR_COLORS = { present: '#2e7d32', absent: '#8b0000' } as const;
/** Spec section 8: how much of a non-JSON body the error shows. */
export const NON_JSON_PREVIEW_CHARS = 100;
export const DEFAULT_FILE_NAME = 'Attendance_Report.xlsx';

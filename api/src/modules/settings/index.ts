// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { breakRule, loadAttendanceSettings } from './attendance-settings';
export type { AttendanceSettings, BreakRule } from './attendance-settings';
export { sniffImageType } from './image-type';
export { settingValues } from './settings-catalog';
export { branding } from './settings-service';

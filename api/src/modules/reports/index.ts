// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { countsAsPresence, staffWindows } from './attendance-definitions';
export type { StaffScope } from './attendance-definitions';
export { XLSX_TYPE } from './download-report-service';
export { reportFigures } from './report-figures-repository';
export { withReportSnapshot } from './report-snapshot';
export { STYLE, addRow, sheet } from './sheet-writer';
export type { Column } from './sheet-writer';
export { companyToday, loadWorkCalendar } from './work-calendar';
export type { WorkCalendar } from './work-calendar';
export { exportText, type ExportKey, type ExportText } from './export-texts';

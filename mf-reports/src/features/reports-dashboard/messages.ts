import { SUMMARY_CARD_TITLES } from 'api-contract';

// Spec sections 2, 8 and 9, word for word.
export const REPORTS_MESSAGES = {
  title: 'Reports Dashboard',
  department: 'Department',
  employee: 'Employee',
  startDate: 'Start Date',
  endDate: 'End Date',
  allDepartments: 'All departments',
  allEmployees: 'All employees',
  apply: 'Apply Filters',
  download: 'Download Report',
  downloaded: 'Report downloaded successfully',
  downloadFailed: 'An error occurred while downloading the report',
  fetchFailed: 'Error fetching reports data',
  nonJson: 'Server returned non-JSON response',
  lineChart: 'Present vs. Absent Over Time',
  barChart: 'Department/Employee Distribution',
  noLineData: 'No line chart data available.',
  noBarData: 'No bar chart data available.',
  noDataForPeriod: 'No data for this period',
  present: 'Present',
  absent: 'Absent',
  // Issue 15: everyone's leave balances of a year as Excel, next to the spec's report (admin only).
  balances: 'Leave balances',
  balancesYear: 'Year',
  balancesDownload: 'Download leave balances',
  balancesDownloaded: 'Leave balances downloaded successfully',
  balancesDownloadFailed: 'An error occurred while downloading the leave balances',
} as const;

// Issue 16: records clocked without face check count as present while pending and once accepted.
export const FACE_REVIEW_TEXTS = {
  title: 'Clocked without face check',
  pending: (n: number) => `${n} unreviewed (counted as present)`,
  accepted: (n: number) => `${n} verified by manager`,
  voided: (n: number) => `${n} voided (not counted)`,
} as const;

// The api's titles (also on its Excel Summary sheet). Not Yet In is shown only when the api sends it: before
// work start + grace, people not in yet are not absent.
const { totalNotYetIn: notYetInTitle, ...alwaysShown } = SUMMARY_CARD_TITLES;
export const CARD_TITLES = alwaysShown;
export const NOT_YET_IN_TITLE = notYetInTitle;

// Issue 24: the working-time breaches of the report's people and dates (at most the api's 62 days at a time).
export const BREACHES_TEXTS = {
  title: 'Working-time breaches',
  range: (preset: string, start: string, end: string) => `${preset}, ${start} – ${end}`,
  clipped: 'The rules are checked over at most 62 days at a time: these are the last 62 days of the report.',
  count: (n: number) => (n === 1 ? '1 breach' : `${n} breaches`),
  empty: 'No breaches of the working-time rules in these dates.',
  rulesOff: 'The working-time rules are off: an admin chooses a preset in Settings (WORKING_TIME_RULES).',
  loadError: 'Could not load the working-time breaches.',
} as const;

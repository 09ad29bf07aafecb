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

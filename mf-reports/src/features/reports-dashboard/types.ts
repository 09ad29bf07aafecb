export type { ReportQuery as ReportFilters, ReportsData } from 'api-contract';
export type { Notice } from 'shared-auth/ui';

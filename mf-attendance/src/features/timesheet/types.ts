export type { EmployeeSummary, TimesheetQuery as TimesheetRequest } from 'api-contract';

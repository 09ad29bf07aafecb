export type { AllowedLocation, Department, EmployeeDetail, EmployeeSummary, MessageResponse } from 'api-contract';
export type { Notice } from 'shared-auth/ui';

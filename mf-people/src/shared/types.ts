export type { AllowedLocation, Department, EmployeeDetail, EmployeeSummary, MessageResponse } from 'api-contract';
import type { ApiResponse } from 'api-contract';

export type Holiday = ApiResponse<'/api/holidays', 'get'>[number];
export type { Notice } from 'shared-auth/ui';

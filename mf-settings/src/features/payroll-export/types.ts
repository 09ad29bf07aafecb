import type { ApiResponse } from 'api-contract';

export type PayrollMappingScreen = ApiResponse<'/api/payroll_mapping', 'get'>;
export type PayrollMapping = PayrollMappingScreen['mapping'];
export type PayrollColumn = PayrollMapping['columns'][number];
export type PayrollField = PayrollColumn['field'];
export type FieldOption = PayrollMappingScreen['fields'][number];

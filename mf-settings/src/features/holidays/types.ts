import type { ApiQuery, ApiRequestBody, ApiResponse } from 'api-contract';

export type Holiday = ApiResponse<'/api/holidays', 'get'>[number];
export type HolidaysQuery = ApiQuery<'/api/holidays', 'get'>;
export type HolidayInput = ApiRequestBody<'/api/holidays', 'post'>;
export type HolidayImportInput = ApiRequestBody<'/api/holidays/import', 'post'>;
export type HolidayImportResult = ApiResponse<'/api/holidays/import', 'post'>;

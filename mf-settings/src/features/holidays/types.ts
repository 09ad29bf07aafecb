import type { ApiResponse } from 'api-contract';

export type Holiday = ApiResponse<'/api/holidays', 'get'>[number];

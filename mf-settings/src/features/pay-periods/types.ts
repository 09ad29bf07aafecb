import type { ApiResponse } from 'api-contract';

export type PayPeriod = ApiResponse<'/api/pay_periods', 'get'>[number];
export type PayPeriodDetail = ApiResponse<'/api/pay_periods/{id}', 'get'>;
export type SignOff = PayPeriodDetail['people'][number];
export type Frequency = PayPeriod['frequency'];

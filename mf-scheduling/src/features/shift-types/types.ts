import type { ApiRequestBody } from 'api-contract';

export type ShiftTypeBody = ApiRequestBody<'/api/shift_types', 'post'>;
export type ShiftTypeChange = ApiRequestBody<'/api/shift_types/{id}', 'put'>;

/** What the form holds: times as typed, an empty grace for the company default, an empty office for any. */
export interface ShiftTypeFormValues {
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: number | null;
  grace_minutes: number | null;
  color: string;
  office: string;
}

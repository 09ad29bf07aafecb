import type { ApiResponse } from 'api-contract';

// What the screens read from the shifts api, as its contract says.
export type ShiftType = ApiResponse<'/api/shift_types', 'get'>[number];
export type Roster = ApiResponse<'/api/roster', 'get'>;
export type RosterPerson = Roster['people'][number];
export type RosterDay = RosterPerson['days'][number];
export type ShiftAssignment = ApiResponse<'/api/shift_assignments', 'get'>[number];
export type ShiftPattern = ApiResponse<'/api/shift_patterns', 'get'>[number];
export type OpenShift = ApiResponse<'/api/open_shifts', 'get'>[number];
export type SwapRequest = ApiResponse<'/api/shift_swap_requests', 'get'>[number];

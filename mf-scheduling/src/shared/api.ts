import { baseApi } from 'shared-auth';
import type { RosterPerson, ShiftAssignment, ShiftPattern, ShiftType } from './model';

export { useGetDepartmentsQuery } from 'shared-auth';
export {
  useGetOpenShiftsQuery,
  usePostOpenShiftsByOpenShiftIdApproveMutation,
  usePostOpenShiftsByOpenShiftIdClaimMutation,
  usePostOpenShiftsByOpenShiftIdRejectMutation,
  useGetShiftSwapRequestsQuery,
  usePostShiftSwapRequestsMutation,
  usePostShiftSwapRequestsBySwapIdAcceptMutation,
  usePostShiftSwapRequestsBySwapIdDeclineMutation,
  usePostShiftSwapRequestsBySwapIdCancelMutation,
  usePostShiftSwapRequestsBySwapIdApproveMutation,
  usePostShiftSwapRequestsBySwapIdRejectMutation,
} from '../generated-api';

// Every change of a shift, claim or swap can move what the roster and My Shifts show: one tag for all.
const SHIFTS = ['Shifts'] as const;
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShiftTypes: build.query<ShiftType[], void>({ query: () => '/shift_types', providesTags: SHIFTS }),
    getRoster: build.query<{ people: RosterPerson[] }, { start: string; end: string; departmentId: number }>({
      query: ({ start, end, departmentId }) => ({
        url: '/roster',
        params: { start, end, department_id: departmentId },
      }),
      providesTags: SHIFTS,
    }),
    getShiftAssignments: build.query<ShiftAssignment[], { start: string; end: string; employeeId?: number }>({
      query: ({ start, end, employeeId }) => ({
        url: '/shift_assignments',
        params: { start, end, employee_id: employeeId },
      }),
      providesTags: SHIFTS,
    }),
    postShiftAssignments: build.mutation<
      ShiftAssignment,
      { body: { employee_id: number; shift_date: string; shift_type_id: number; force?: boolean } }
    >({
      query: ({ body }) => ({ url: '/shift_assignments', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
    putShiftAssignmentsById: build.mutation<
      ShiftAssignment,
      { id: number; body: { shift_type_id: number; force?: boolean } }
    >({
      query: ({ id, body }) => ({ url: `/shift_assignments/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
    deleteShiftAssignmentsById: build.mutation<unknown, { id: number }>({
      query: ({ id }) => ({ url: `/shift_assignments/${id}`, method: 'DELETE' }),
      invalidatesTags: SHIFTS,
    }),
    postShiftAssignmentsBulk: build.mutation<
      { created: number },
      {
        body: {
          employee_ids: number[];
          start_date: string;
          end_date: string;
          shift_type_id: number;
          weekdays?: number[];
        };
      }
    >({
      query: ({ body }) => ({ url: '/shift_assignments/bulk', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
    getShiftPatterns: build.query<ShiftPattern[], void>({ query: () => '/shift_patterns', providesTags: SHIFTS }),
    postShiftPatterns: build.mutation<
      ShiftPattern,
      { body: { name: string; weeks: number; days: Array<number | null> } }
    >({
      query: ({ body }) => ({ url: '/shift_patterns', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
    postShiftPatternsByIdApply: build.mutation<
      { created: number },
      { id: number; body: { employee_ids: number[]; start_date: string; end_date: string } }
    >({
      query: ({ id, body }) => ({ url: `/shift_patterns/${id}/apply`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
    postRosterPublish: build.mutation<{ message: string }, { body: { week_start: string; department_id: number } }>({
      query: ({ body }) => ({ url: '/roster/publish', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...SHIFTS] : []),
    }),
  }),
});

export const {
  useGetShiftTypesQuery,
  useGetRosterQuery,
  useGetShiftAssignmentsQuery,
  usePostShiftAssignmentsMutation,
  usePutShiftAssignmentsByIdMutation,
  useDeleteShiftAssignmentsByIdMutation,
  usePostShiftAssignmentsBulkMutation,
  useGetShiftPatternsQuery,
  usePostShiftPatternsMutation,
  usePostShiftPatternsByIdApplyMutation,
  usePostRosterPublishMutation,
} = api;

import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ReportQuery } from 'api-contract';
import { errorMessage, shownQueryState } from 'shared-auth';
import {
  enhancedApi,
  type GetReportsDashboardApiArg,
  type GetReportsDashboardApiResponse as Report,
} from '../../generated-api';
import type { ReportsT } from '../../shared/reports-texts';
import { NON_JSON_PREVIEW_CHARS } from './constants';

/**
 * Reads the body as JSON only when the server says it is JSON; otherwise RTK Query reports a PARSING_ERROR with the
 * text (the thrown message is never shown: reportsErrorText words the error).
 */
async function jsonOnly(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) throw new Error('non-JSON response');
  return text ? JSON.parse(text) : null;
}

/** The generated endpoint, read only when the answer is JSON. */
export const reportsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getReportsDashboard: (endpoint) => {
      const query = endpoint.query!;
      endpoint.query = (arg) => ({ ...(query(arg) as FetchArgs), responseHandler: jsonOnly });
    },
  },
});

export const { useGetReportsDashboardQuery } = reportsApi;

/**
 * The dashboard's `selectFromResult`: `data`, the last report received, fills the filter lists; `report` is the one to
 * show, this filter's or the last one while the next loads. Reading the whole query state, with its request's id and
 * times, the page drew again as its request started, synchronously after mounting.
 */
export function shownDashboard<
  State extends {
    data?: Report;
    currentData?: Report;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    isUninitialized: boolean;
  },
>(state: State) {
  const { data, error, isFetching } = shownQueryState(state);
  return { data, report: state.currentData ?? (isFetching ? data : undefined), error, isFetching };
}

/** The filters as the dashboard's endpoint takes them: an empty choice filters nothing. */
export function dashboardArg(filters: ReportQuery): GetReportsDashboardApiArg {
  return {
    departmentId: filters.department_id || undefined,
    employeeId: filters.employee_id || undefined,
    startDate: filters.start_date || undefined,
    endDate: filters.end_date || undefined,
  };
}

interface ParsingError {
  status: 'PARSING_ERROR';
  originalStatus: number;
  data: string;
}

const isParsingError = (error: unknown): error is ParsingError =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 'PARSING_ERROR');

/** Spec sections 5 and 8: a non-JSON answer shows its status and first 100 characters; else the server's error. */
export function reportsErrorText(t: ReportsT, error: unknown): string {
  if (isParsingError(error)) {
    const preview = String(error.data ?? '').slice(0, NON_JSON_PREVIEW_CHARS);
    return t('messages.nonJsonAnswer', { status: error.originalStatus, preview });
  }
  return errorMessage(error, t('messages.fetchFailed'));
}

import type { ApiRequestBody, ApiResponse } from 'api-contract';

export {
  useGetCalendarFeedsQuery,
  usePostCalendarFeedsMutation,
  useDeleteCalendarFeedsByIdMutation,
} from '../../../generated-api';

export type CalendarFeed = ApiResponse<'/api/calendar_feeds', 'get'>[number];
export type FeedScope = ApiRequestBody<'/api/calendar_feeds', 'post'>['scope'];
export type CreatedFeed = ApiResponse<'/api/calendar_feeds', 'post', 201>;

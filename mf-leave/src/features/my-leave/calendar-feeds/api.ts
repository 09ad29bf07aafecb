import type { ApiRequestBody, ApiResponse } from 'api-contract';
import { enhancedApi } from '../../../generated-api';

export const calendarFeedsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getCalendarFeeds: { providesTags: ['CalendarFeeds'] },
    postCalendarFeeds: { invalidatesTags: ['CalendarFeeds'] },
    deleteCalendarFeedsById: { invalidatesTags: ['CalendarFeeds'] },
  },
});

export const { useGetCalendarFeedsQuery, usePostCalendarFeedsMutation, useDeleteCalendarFeedsByIdMutation } =
  calendarFeedsApi;

export type CalendarFeed = ApiResponse<'/api/calendar_feeds', 'get'>[number];
export type FeedScope = ApiRequestBody<'/api/calendar_feeds', 'post'>['scope'];
export type CreatedFeed = ApiResponse<'/api/calendar_feeds', 'post', 201>;

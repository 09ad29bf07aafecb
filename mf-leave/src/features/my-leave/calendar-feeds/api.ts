import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../../shared/types';
import type { CalendarFeed, CreatedFeed, FeedScope } from './types';

export const calendarFeedsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCalendarFeeds: build.query<CalendarFeed[], void>({
      query: () => 'calendar_feeds',
      providesTags: ['CalendarFeeds'],
    }),
    createCalendarFeed: build.mutation<CreatedFeed, FeedScope>({
      query: (scope) => ({ url: 'calendar_feeds', method: 'POST', body: { scope } }),
      invalidatesTags: ['CalendarFeeds'],
    }),
    revokeCalendarFeed: build.mutation<MessageResponse, number>({
      query: (feedId) => ({ url: `calendar_feeds/${feedId}`, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeeds'],
    }),
  }),
});

export const { useListCalendarFeedsQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } =
  calendarFeedsApi;

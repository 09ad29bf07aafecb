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

import { Type } from 'typebox';
import { IdParams, MessageBody, withErrors } from '../../lib/schemas';

export const CreateFeedSchema = {
  summary: 'Create a calendar feed',
  tags: ['calendar feeds'],
  description:
    "A private iCal feed of the caller's approved leave (`own`), or of their team's (`team`: a manager's direct " +
    "reports and themselves, everyone's for an admin). The address carries a random token, shown once.",
  body: Type.Object(
    { scope: Type.Union([Type.Literal('own'), Type.Literal('team')]) },
    { additionalProperties: false },
  ),
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), feed_id: Type.Integer(), url: Type.String() }) },
    400,
    401,
    403,
  ),
};

export const ListFeedsSchema = {
  summary: 'List your calendar feeds',
  tags: ['calendar feeds'],
  description: "The caller's active feeds (their addresses are not kept, so not shown).",
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          feed_id: Type.Integer(),
          scope: Type.Union([Type.Literal('own'), Type.Literal('team')]),
          created_at: Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' }),
        }),
      ),
    },
    401,
  ),
};

export const RevokeFeedSchema = {
  summary: 'Revoke a calendar feed',
  tags: ['calendar feeds'],
  description: "Revokes one of the caller's feeds: its address answers 404 from then on.",
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 401, 404),
};

export const FeedSchema = {
  summary: 'Read a calendar feed (iCalendar)',
  tags: ['calendar feeds'],
  description: 'The iCalendar feed (text/calendar) of a token; no bearer token: calendar apps fetch it.',
  querystring: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }),
  produces: ['text/calendar'],
  response: withErrors({ 200: Type.String() }, 400, 404),
};

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../../shared/test-utils';
import { CalendarFeedsCard } from './calendar-feeds-card';
import english from '../../../locales/en.json';

const FEED_SCOPES = english.feeds.scopes;
const FEED_TEXTS = english.feeds;

afterEach(() => jest.restoreAllMocks());

const CREATED = 'Calendar feed created. Copy its address now: it is shown only once.';
const URL = 'https://hr.acme.example/api/calendar_feed.ics?token=abc123';
const OWN = { feed_id: 3, scope: 'own', created_at: '2027-01-10T09:15:00.000Z' };
const newFeedButton = (scope: keyof typeof FEED_SCOPES) => ({
  name: FEED_TEXTS.create.replace('{scope}', FEED_SCOPES[scope]),
});

describe('CalendarFeedsCard', () => {
  it("offers an employee a feed of their own leave only, and a manager also their team's", async () => {
    stubFetch({ 'GET /api/calendar_feeds': { body: [] } });
    const { unmount } = renderAs(<CalendarFeedsCard />, 'employee');
    expect(await screen.findByText(FEED_TEXTS.none)).toBeInTheDocument();
    expect(screen.getByRole('button', newFeedButton('own'))).toBeInTheDocument();
    expect(screen.queryByRole('button', newFeedButton('team'))).not.toBeInTheDocument();
    unmount();

    renderAs(<CalendarFeedsCard />, 'manager');
    expect(await screen.findByRole('button', newFeedButton('team'))).toBeInTheDocument();
  });

  it('creates a feed, shows its address once with a copy button, and lists it', async () => {
    const user = userEvent.setup();
    let feeds: unknown[] = [];
    let sent: unknown;
    stubFetch({
      'GET /api/calendar_feeds': () => ({ body: feeds }),
      'POST /api/calendar_feeds': async (request) => {
        sent = await request.json();
        feeds = [{ ...OWN, scope: 'team' }];
        return { status: 201, body: { feed_id: 3, message: CREATED, url: URL } };
      },
    });
    renderAs(<CalendarFeedsCard />, 'manager');

    await user.click(await screen.findByRole('button', newFeedButton('team')));

    expect(await screen.findByText(CREATED)).toBeInTheDocument();
    expect(sent).toEqual({ scope: 'team' });
    expect(screen.getByLabelText(FEED_TEXTS.address)).toHaveValue(URL);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: new RegExp(`${FEED_TEXTS.copy}$`) }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: new RegExp(`${FEED_TEXTS.copied}$`) })).toBeInTheDocument();
    const list = screen.getByLabelText(FEED_TEXTS.listLabel);
    expect(await within(list).findByText(FEED_SCOPES.team)).toBeInTheDocument();
  });

  it('revokes a feed after asking, and drops it from the list', async () => {
    let feeds: unknown[] = [OWN];
    const api = stubFetch({
      'GET /api/calendar_feeds': () => ({ body: feeds }),
      'DELETE /api/calendar_feeds/3': () => {
        feeds = [];
        return { body: { message: 'Calendar feed revoked.' } };
      },
    });
    renderAs(<CalendarFeedsCard />, 'employee');

    await userEvent.click(await screen.findByRole('button', { name: /^Revoke My leave/ }));
    expect(calledRoutes(api)).not.toContain('DELETE /api/calendar_feeds/3');
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: FEED_TEXTS.revoke }));

    expect(await screen.findByText('Calendar feed revoked.')).toBeInTheDocument();
    expect(await screen.findByText(FEED_TEXTS.none)).toBeInTheDocument();
  });

  it("shows the api's refusal", async () => {
    stubFetch({
      'GET /api/calendar_feeds': { body: [] },
      'POST /api/calendar_feeds': {
        status: 403,
        body: { error: 'Only managers and admins can subscribe to the leave of their team.' },
      },
    });
    renderAs(<CalendarFeedsCard />, 'manager');

    await userEvent.click(await screen.findByRole('button', newFeedButton('team')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only managers and admins can subscribe');
    expect(screen.queryByLabelText(FEED_TEXTS.address)).not.toBeInTheDocument();
  });
});

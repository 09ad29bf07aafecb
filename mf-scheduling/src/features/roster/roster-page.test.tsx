import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { datesBetween } from '../../shared/dates';
import { EARLY, NIGHT, renderAs, rosterPeople } from '../../shared/test-utils';
import { RosterPage } from './roster-page';

const TODAY = '2027-03-03';
const WEEK = datesBetween('2027-03-01', '2027-03-07');
const MONTH = datesBetween('2027-03-01', '2027-03-31');
const IN_PAST = 'This shift has already started: only shifts still to come can be offered or exchanged.';
const OVERLAP =
  'Person 1 already has a shift overlapping 2027-03-02 (Early 06:00-14:00); a person works at most one shift a day and shifts may not overlap.';

afterEach(() => jest.restoreAllMocks());

function stubRoster(people = rosterPeople(3, WEEK), extra = {}) {
  return stubFetch({
    'GET /api/departments': { body: [{ department_id: 4, department_name: 'Warehouse' }] },
    'GET /api/shift_types?include_archived=true': { body: [EARLY, NIGHT] },
    'GET /api/roster?start=2027-03-01&end=2027-03-07&department_id=4': {
      body: { start: WEEK[0], end: WEEK[6], dates: WEEK, people },
    },
    'GET /api/roster?start=2027-03-01&end=2027-03-31&department_id=4': {
      body: { start: MONTH[0], end: MONTH[30], dates: MONTH, people: rosterPeople(500, MONTH) },
    },
    ...extra,
  });
}

async function openDepartment() {
  const user = userEvent.setup();
  renderAs(
    <MemoryRouter>
      <RosterPage today={TODAY} />
    </MemoryRouter>,
    'manager',
  );
  await user.click(screen.getByLabelText('Department'));
  await user.click(await screen.findByTitle('Warehouse'));
  await screen.findByRole('region', { name: 'Roster grid' });
  return user;
}

describe('roster', () => {
  it("draws the department's week: people down, days across, drafts, leave and days off named", async () => {
    stubRoster();
    await openDepartment();
    const grid = screen.getByRole('region', { name: 'Roster grid' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Person', 'Mon 1', 'Tue 2', 'Wed 3', 'Thu 4', 'Fri 5', 'Sat 6', 'Sun 7']);
    expect(
      within(grid).getByRole('button', { name: 'Person 1, Monday, March 1, 2027, Early 06:00–14:00 (draft)' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Person 1, Tuesday, March 2, 2027, Day off, Leave (Annual leave)' }),
    ).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual(['Person 1', 'Person 2', 'Person 3']);
  });

  it('keeps a month of 500 people to the rows in view, and draws others as the grid scrolls', async () => {
    stubRoster();
    const user = await openDepartment();
    await user.click(screen.getByText('Month'));
    const grid = await screen.findByRole('region', { name: 'Roster grid' });
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')).toHaveLength(32));
    const drawn = () => within(grid).getAllByRole('rowheader');
    expect(drawn().length).toBeLessThan(30);
    expect(within(grid).getByRole('table')).toHaveAttribute('aria-rowcount', '501');

    grid.scrollTop = 56 * 400;
    fireEvent.scroll(grid);
    await waitFor(() => expect(drawn().map((head) => head.textContent)).toContain('Person 401'));
    expect(drawn().map((head) => head.textContent)).not.toContain('Person 1');
    expect(drawn().length).toBeLessThan(30);
  });

  it("shows the api's refusal in the dialog, saves nothing and keeps the choice; a second try saves", async () => {
    let attempts = 0;
    const fetchMock = stubRoster(undefined, {
      'POST /api/shift_assignments': () =>
        ++attempts === 1
          ? { status: 409, body: { error: OVERLAP, code: 'shifts.overlap' } }
          : { status: 201, body: { assignment_id: 9002 } },
    });
    const user = await openDepartment();
    await user.click(screen.getByRole('button', { name: /^Person 2, Wednesday, March 3, 2027, Day off/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please choose a shift type.')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Shift type'));
    await user.click(await screen.findByTitle('Night'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OVERLAP);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Shift saved.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST');
    expect(await (posts[1]![0] as Request).json()).toEqual({
      employee_id: 101,
      shift_date: '2027-03-03',
      shift_type_id: 2,
    });
  });

  it('changes and removes an existing shift by its id', async () => {
    const fetchMock = stubRoster(undefined, {
      'DELETE /api/shift_assignments/9001': { body: { message: 'Shift removed.' } },
    });
    const user = await openDepartment();
    await user.click(screen.getByRole('button', { name: /^Person 1, Monday, March 1, 2027, Early/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/shift_assignments/9001');
  });

  it('assigns one type to the selected people over the range in one call', async () => {
    const fetchMock = stubRoster(undefined, {
      'POST /api/shift_assignments/bulk': {
        status: 201,
        body: { message: 'Assigned 10 shifts.', assignment_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      },
    });
    const user = await openDepartment();
    expect(screen.getByRole('button', { name: 'Assign to selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Person 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Person 3' }));
    await user.click(screen.getByRole('button', { name: 'Assign to selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a shift to 2 people' });
    await user.click(within(dialog).getByLabelText('Shift type'));
    await user.click(await screen.findByTitle('Early'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sun' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assigned 10 shifts.')).toBeInTheDocument();
    const bulk = fetchMock.mock.calls.find(([request]) => (request as Request).url.endsWith('/bulk'))!;
    expect(await (bulk[0] as Request).json()).toEqual({
      employee_ids: [101, 102],
      start_date: '2027-03-01',
      end_date: '2027-03-07',
      shift_type_id: 1,
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    });
  });

  it("posts an open shift for the department: the api's refusal in the dialog, its message on the page", async () => {
    let attempts = 0;
    const fetchMock = stubRoster(undefined, {
      'POST /api/open_shifts': () =>
        ++attempts === 1
          ? { status: 400, body: { error: IN_PAST, code: 'shift_exchange.shift_in_past' } }
          : { status: 201, body: { message: 'Open shift posted.', open_shift_id: 31 } },
    });
    const user = await openDepartment();
    await user.click(screen.getByRole('button', { name: 'Post open shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an open shift in Warehouse' });
    // The week shown began on Monday 1 March, already past: the dialog proposes today.
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2027-03-03');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByText('Please choose a shift type.')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Shift type'));
    await user.click(await screen.findByTitle('Night'));
    await user.type(within(dialog).getByLabelText('Note (optional)'), ' Stocktake cover ');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IN_PAST);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-03-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Open shift posted.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([request]) => (request as Request).url.endsWith('/api/open_shifts'));
    expect(await Promise.all(posts.map(([request]) => (request as Request).json()))).toEqual([
      { department_id: 4, shift_date: '2027-03-03', shift_type_id: 2, note: 'Stocktake cover' },
      { department_id: 4, shift_date: '2027-03-05', shift_type_id: 2, note: 'Stocktake cover' },
    ]);
  });

  it('publishes the week shown for the department and says what the api said', async () => {
    const fetchMock = stubRoster(undefined, {
      'POST /api/roster/publish': { body: { message: 'Published 12 shifts for 3 people.', published: 12 } },
    });
    const user = await openDepartment();
    await user.click(screen.getByRole('button', { name: 'Publish week' }));
    expect(await screen.findByText('Published 12 shifts for 3 people.')).toBeInTheDocument();
    const publish = fetchMock.mock.calls.find(([request]) => (request as Request).url.endsWith('/publish'))!;
    expect(await (publish[0] as Request).json()).toEqual({ week_start: '2027-03-01', department_id: 4 });
  });
});

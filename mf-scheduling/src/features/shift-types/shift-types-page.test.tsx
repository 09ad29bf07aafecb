import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch, type StubRoute } from 'shared-auth/testing';
import { EARLY, NIGHT, renderAs } from '../../shared/test-utils';
import { ShiftTypesPage } from './shift-types-page';

const LIST = 'GET /api/shift_types?include_archived=true';
const LATE = {
  ...EARLY,
  shift_type_id: 3,
  name: 'Late',
  start_time: '14:00',
  end_time: '22:00',
  grace_minutes: 10,
  effective_grace_minutes: 10,
  color: '#123456',
  office: 'Main Office',
  archived: true,
};
const IN_USE =
  'This shift type is used 4 times (shifts, open shifts and patterns) and cannot be deleted; archive it instead.';

afterEach(() => jest.restoreAllMocks());

function openPage(routes: Record<string, StubRoute | { status?: number; body?: unknown }> = {}) {
  const fetchMock = stubFetch({ [LIST]: { body: [EARLY, NIGHT, LATE] }, ...routes });
  renderAs(
    <MemoryRouter>
      <ShiftTypesPage />
    </MemoryRouter>,
    'admin',
  );
  return fetchMock;
}

/** The JSON bodies of the requests sent with `method`, in order. */
const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === method)
      .map((request) => request.clone().json()),
  );

const row = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('shift types', () => {
  it('lists every type, archived ones tagged, with colour, times across midnight, break, grace and office', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shift Types' })).toBeInTheDocument();
    await screen.findByText('Night');
    expect(
      within(row('Night'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Blue', 'Night', '22:00–06:00', '30', '5 (company default)', 'Any office', 'EditArchiveDelete']);
    expect(
      within(row('Late'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#123456', 'Late archived', '14:00–22:00', '30', '10', 'Main Office', 'EditRestoreDelete']);
    expect(screen.getByRole('region', { name: 'Shift types' })).toContainElement(row('Early'));
  });

  it('checks the name and HH:MM times before asking the api, then adds the type and says so', async () => {
    const fetchMock = openPage({
      'POST /api/shift_types': { status: 201, body: { ...NIGHT, shift_type_id: 4, name: 'Overnight' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add shift type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shift type' });
    await user.type(within(dialog).getByLabelText('Start time (HH:MM)'), '6:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time as HH:MM on the 24-hour clock, e.g. 06:00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a time.')).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), ' Overnight ');
    await user.clear(within(dialog).getByLabelText('Start time (HH:MM)'));
    await user.type(within(dialog).getByLabelText('Start time (HH:MM)'), '22:00');
    await user.type(within(dialog).getByLabelText('End time (HH:MM)'), '06:00');
    await user.clear(within(dialog).getByLabelText('Break (minutes)'));
    await user.type(within(dialog).getByLabelText('Break (minutes)'), '45');
    await user.click(within(dialog).getByLabelText('Colour'));
    await user.click(await screen.findByTitle('Purple'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Shift type "Overnight" added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'POST')).toEqual([
      {
        name: 'Overnight',
        start_time: '22:00',
        end_time: '06:00',
        break_minutes: 45,
        grace_minutes: null,
        color: '#722ed1',
        office: null,
      },
    ]);
  });

  it("sends only what an edit changed, and shows the api's refusal in the dialog", async () => {
    const unknown = '"Moon Base" is not an allowed location of anyone; known locations: Main Office.';
    const fetchMock = openPage({ 'PUT /api/shift_types/1': { status: 400, body: { error: unknown } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Early' });
    expect(within(dialog).getByLabelText('Start time (HH:MM)')).toHaveValue('06:00');
    await user.type(within(dialog).getByLabelText('Grace (minutes)'), '7');
    await user.type(within(dialog).getByLabelText('Office (optional)'), 'Moon Base');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(unknown);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'PUT')).toEqual([{ grace_minutes: 7, office: 'Moon Base' }]);
  });

  it('archives an active type and restores an archived one', async () => {
    const fetchMock = openPage({
      'PUT /api/shift_types/2': { body: { ...NIGHT, archived: true } },
      'PUT /api/shift_types/3': { body: { ...LATE, archived: false } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Night' }));
    expect(
      await screen.findByText('Shift type "Night" archived: it stays on its shifts but cannot be assigned again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Late' }));
    expect(await screen.findByText('Shift type "Late" restored.')).toBeInTheDocument();
    expect(await bodiesOf(fetchMock, 'PUT')).toEqual([{ archived: true }, { archived: false }]);
  });

  it("deletes after a confirmation, and shows the api's refusal of a type in use", async () => {
    let attempts = 0;
    const fetchMock = openPage({
      'DELETE /api/shift_types/2': () =>
        ++attempts === 1
          ? { status: 409, body: { error: IN_USE, code: 'shifts.type_in_use' } }
          : { body: { message: 'Shift type deleted.' } },
    });
    const user = userEvent.setup();
    const confirmDelete = async () => {
      await user.click(screen.getByRole('button', { name: 'Delete Night' }));
      const confirm = await screen.findByRole('tooltip');
      expect(confirm).toHaveTextContent('Delete the shift type "Night"?');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await screen.findByText('Night');
    await confirmDelete();
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    await confirmDelete();
    expect(await screen.findByText('Shift type deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(IN_USE)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'DELETE')).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { correctionRow, renderAs, wideScreen } from '../../shared/test-utils';
import { CorrectionQueue } from './correction-queue';
import english from '../../locales/en.json';

const T = english.corrections;

afterEach(() => jest.restoreAllMocks());

const EMMA = correctionRow();
// The manager's own request shows in their list, never with Approve or Reject.
const OWN = correctionRow({ correction_id: 43, employee_id: 3, employee_name: 'Test manager', day_record_id: null });
// A table row on a wide screen, a card on a phone (jsdom's matchMedia matches nothing: a phone).
// A card (a list item, its cells a description list's rows) or the table's row.
const rowOf = (name: string) => {
  const cell = screen.getByText(name);
  return (cell.closest<HTMLElement>('li') ?? cell.closest<HTMLElement>('tr'))!;
};

describe('CorrectionQueue', () => {
  it('lists pending requests with the day as recorded against the times asked, and decides only others’', async () => {
    const api = stubFetch({ 'GET /api/attendance_corrections?status=pending': { body: [EMMA, OWN] } });
    renderAs(<CorrectionQueue />, 'manager', 3);
    await screen.findByText('Emma Wilson');

    const emma = within(rowOf('Emma Wilson'));
    expect(emma.getByText('November 19, 2026')).toBeInTheDocument();
    expect(emma.getByText('In 9:41:00 AM · Out 5:30:00 PM')).toBeInTheDocument();
    expect(emma.getByText('In 8:55:00 AM · Out unchanged')).toBeInTheDocument();
    expect(emma.getByText(EMMA.reason)).toBeInTheDocument();
    expect(
      emma.getByRole('button', { name: 'Approve the correction of Emma Wilson for November 19, 2026' }),
    ).toBeVisible();
    const own = within(rowOf('Test manager'));
    expect(own.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(own.queryByRole('button', { name: /History/ })).toBeNull();
    expect(calledRoutes(api)).toEqual(['GET /api/attendance_corrections?status=pending']);
  });

  it('is a table on a wide screen and a card per request on a phone, with the same cells', async () => {
    stubFetch({ 'GET /api/attendance_corrections?status=pending': { body: [EMMA] } });
    const phone = renderAs(<CorrectionQueue />, 'manager', 3);
    await screen.findByText('Emma Wilson');
    expect(rowOf('Emma Wilson').tagName).toBe('LI');
    expect(screen.queryByRole('columnheader')).toBeNull();
    phone.unmount();

    wideScreen();
    renderAs(<CorrectionQueue />, 'manager', 3);
    await screen.findByText('Emma Wilson');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      T.employee,
      T.date,
      T.recorded,
      T.requested,
      T.reason,
      T.status,
      T.comment,
      T.actions,
    ]);
    const row = within(rowOf('Emma Wilson'));
    expect(row.getByText('In 9:41:00 AM · Out 5:30:00 PM')).toBeInTheDocument();
    expect(
      row.getByRole('button', { name: 'Reject the correction of Emma Wilson for November 19, 2026' }),
    ).toBeVisible();
  });

  it('approves with the comment given and reads the queue again', async () => {
    let answered = false;
    const api = stubFetch({
      'GET /api/attendance_corrections?status=pending': () => ({ body: answered ? [] : [EMMA] }),
      'POST /api/attendance_corrections/41/approve': () => {
        answered = true;
        return { body: { message: 'Correction request approved.' } };
      },
    });
    renderAs(<CorrectionQueue />, 'manager', 3);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the correction of Emma Wilson for November 19, 2026' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: T.approveTitle }));
    await userEvent.type(dialog.getByLabelText(T.commentOptional), 'Seen on the door log.');
    await userEvent.click(dialog.getByRole('button', { name: T.approve }));

    expect(await screen.findByText('Correction request approved.')).toBeInTheDocument();
    await screen.findByText(T.noRequests);
    const post = api.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ comment: 'Seen on the door log.' });
  });

  it('shows the api’s refusal of a decision in the dialog', async () => {
    stubFetch({
      'GET /api/attendance_corrections?status=pending': { body: [EMMA] },
      'POST /api/attendance_corrections/41/reject': {
        status: 409,
        body: { error: 'This correction request is already approved.' },
      },
    });
    renderAs(<CorrectionQueue />, 'admin', 1);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject the correction of Emma Wilson for November 19, 2026' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: T.rejectTitle }));
    await userEvent.click(dialog.getByRole('button', { name: T.reject }));
    expect(await dialog.findByText('This correction request is already approved.')).toBeInTheDocument();
  });

  it('shows the other statuses on demand, and the revision history of a corrected day', async () => {
    const approved = correctionRow({ status: 'approved', comment: 'Fine.', record_id: 2 });
    stubFetch({
      'GET /api/attendance_corrections?status=pending': { body: [] },
      'GET /api/attendance_corrections?status=approved': { body: [approved] },
      'GET /api/attendance_logs/2/revisions': {
        body: [
          {
            revision_id: 1,
            correction_id: 41,
            created_record: false,
            check_in_time: '2026-11-19T09:41:00.000Z',
            check_out_time: '2026-11-19T17:30:00.000Z',
            discrepancy: 'late by 41 min',
            auto_closed: false,
            check_in_corrected: false,
            check_out_corrected: false,
            changed_by: 3,
            changed_by_name: 'Mia Manager',
            changed_at: '2026-11-20T11:00:00.000Z',
          },
        ],
      },
    });
    renderAs(<CorrectionQueue />, 'manager', 3);
    await screen.findByText(T.noRequests);
    await userEvent.click(screen.getByLabelText(T.statusFilter));
    await userEvent.click(await screen.findByTitle(T.statuses.approved));

    const row = within(await waitFor(() => rowOf('Emma Wilson')));
    expect(row.getByText('Fine.')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Revision history of Emma Wilson for November 19, 2026' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Corrected by Mia Manager on November 20, 2026 11:00:00 AM')).toBeInTheDocument();
    expect(dialog.getByText('Values replaced: In 9:41:00 AM · Out 5:30:00 PM')).toBeInTheDocument();
  });

  it.each([
    ['the server’s reason', { status: 500, body: { error: 'Database unavailable.' } }, 'Database unavailable.'],
    ['the general text without one', { status: 500, body: {} }, T.fetchFailed],
  ])('says why the requests could not be read: %s', async (_case, answer, text) => {
    stubFetch({ 'GET /api/attendance_corrections?status=pending': answer });
    renderAs(<CorrectionQueue />, 'manager', 3);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

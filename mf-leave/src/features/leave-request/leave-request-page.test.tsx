import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { calledRoutes, stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { LeaveRequestPage } from './leave-request-page';
import english from '../../locales/en.json';

const LEAVE_MESSAGES = english.messages;
const LEAVE_TEXTS = english.texts;

// The form's only antd Button is its submit button: its renders are the form's. An Input's renders, by its id, are
// those of the field that holds it.
const mockFormRenders = jest.fn();
const mockInputRenders = jest.fn();
jest.mock('antd', () => {
  const antd = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  return {
    ...antd,
    Button: (props: object) => {
      mockFormRenders();
      return createElement(antd.Button, props);
    },
    Input: Object.assign(
      (props: { id?: string }) => {
        mockInputRenders(props.id);
        return createElement(antd.Input, props);
      },
      { TextArea: antd.Input.TextArea },
    ),
  };
});

afterEach(() => jest.restoreAllMocks());

const TYPES = [
  {
    leave_type: 'vacation',
    display_name: 'Annual vacation',
    backdating_allowed: false,
    half_days_allowed: true,
    counted: true,
  },
  {
    leave_type: 'sick',
    display_name: 'Sick leave',
    backdating_allowed: true,
    half_days_allowed: false,
    counted: false,
  },
  {
    leave_type: 'personal',
    display_name: 'Personal leave',
    backdating_allowed: false,
    half_days_allowed: false,
    counted: true,
  },
  {
    leave_type: 'doctor',
    display_name: "Doctor's appointment",
    backdating_allowed: false,
    half_days_allowed: false,
    counted: true,
    unit: 'hour',
  },
];
const PREVIEW = 'GET /api/leave_request_preview?leave_type=vacation&start_date=2027-03-01&end_date=2027-03-03';
const TODAY = '2027-02-15';
const open = () => renderAs(<LeaveRequestPage today={TODAY} />, 'employee');

function stubApi(routes: Record<string, StubRoute | StubAnswer> = {}) {
  return stubFetch({
    'GET /api/leave_type_details': { body: TYPES },
    'GET /api/manager_email': { body: { manager_email: 'manager1@acme.example' } },
    ...routes,
  });
}

async function fillIn({ start = '2027-03-01', end = '2027-03-03', type = 'Sick leave', reason = '' } = {}) {
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
  await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
  await userEvent.click(await screen.findByTitle(type));
  if (reason) await userEvent.type(screen.getByLabelText('Reason'), reason);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('LeaveRequestPage', () => {
  it("shows the manager's email read only", async () => {
    stubApi();
    open();

    const email = screen.getByLabelText("Manager's Email");
    await waitFor(() => expect(email).toHaveValue('manager1@acme.example'));
    expect(email).toHaveAttribute('readonly');
  });

  it('renders the form once while its manager and leave types arrive', async () => {
    stubApi();
    mockFormRenders.mockClear();
    open();

    await waitFor(() => expect(screen.getByLabelText("Manager's Email")).toHaveValue('manager1@acme.example'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    expect(await screen.findByTitle('Sick leave')).toBeInTheDocument();
    // Its first render alone: the fields that show them rendered again, not the form (nor after its first render).
    expect(mockFormRenders).toHaveBeenCalledTimes(1);
  });

  it('mounts its fields once: neither the requests starting nor the watched values redraw them', async () => {
    stubApi();
    mockInputRenders.mockClear();
    const watcherRenders = jest.spyOn(Form, 'useWatch');
    open();

    // Within the mount's task, before the api answers: the requests start and the watched values are read there.
    expect(mockInputRenders.mock.calls.filter(([id]) => id === 'manager_email')).toHaveLength(1);
    expect(mockInputRenders.mock.calls.filter(([id]) => id === 'start_date')).toHaveLength(1);
    // The form and its preview watch it: once each.
    expect(watcherRenders).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByLabelText("Manager's Email")).toHaveValue('manager1@acme.example'));
  });

  it("says so when there is no manager, with the api's explanation", async () => {
    const message = 'You have no manager assigned; your leave requests go to an administrator.';
    stubApi({ 'GET /api/manager_email': { body: { manager_email: null, message } } });
    renderAs(<LeaveRequestPage />, 'manager');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByPlaceholderText(LEAVE_TEXTS.noManager)).toHaveValue('');
  });

  it('requires start, end and leave type and sends nothing without them', async () => {
    const api = stubApi();
    open();

    await submit();

    expect(await screen.findByText(LEAVE_TEXTS.startRequired)).toBeInTheDocument();
    expect(screen.getByText(LEAVE_TEXTS.endRequired)).toBeInTheDocument();
    expect(screen.getByText(LEAVE_TEXTS.typeRequired)).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/leave_request');
  });

  it('refuses an end date before the start date', async () => {
    stubApi();
    open();
    await fillIn({ start: '2027-03-05', end: '2027-03-04' });

    await submit();

    // antd may mount the message again as the form settles: query the page as it is, not a node found earlier.
    await waitFor(() => expect(screen.getByText(LEAVE_TEXTS.endBeforeStart)).toBeInTheDocument());
  });

  it('offers no start before today for a type without back-dating, and says why on submit', async () => {
    const api = stubApi();
    open();
    await fillIn({ start: '2027-02-10', end: '2027-02-16', type: 'Annual vacation' });
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('min', TODAY);

    await submit();

    expect(await screen.findByText(LEAVE_TEXTS.startInPast)).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/leave_request');
  });

  it('lets a type with back-dating start in the past', async () => {
    const api = stubApi({ 'POST /api/leave_request': { body: { message: 'Leave request submitted successfully.' } } });
    open();
    await fillIn({ start: '2027-02-10', end: '2027-02-11', type: 'Sick leave' });
    expect(screen.getByLabelText('Start Date')).not.toHaveAttribute('min');

    await submit();

    await waitFor(() => expect(calledRoutes(api)).toContain('POST /api/leave_request'));
  });

  it('shows the server refusing a past start', async () => {
    stubApi({
      'POST /api/leave_request': { status: 400, body: { error: 'Annual vacation cannot start before today.' } },
    });
    open();
    await fillIn({ type: 'Annual vacation' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Annual vacation cannot start before today.');
  });

  it('clears the success message when the form changes', async () => {
    stubApi({ 'POST /api/leave_request': { body: { message: 'Leave request submitted successfully.' } } });
    open();
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2027-04-01' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends the request, reason optional, shows the success message and clears the form', async () => {
    let sent: unknown;
    stubApi({
      'POST /api/leave_request': async (request) => {
        sent = await request.json();
        return { body: { message: 'Leave request submitted successfully.' } };
      },
    });
    open();
    await fillIn({ reason: 'Flu' });

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Leave request submitted successfully.');
    expect(sent).toEqual({ start_date: '2027-03-01', end_date: '2027-03-03', leave_type: 'sick', reason: 'Flu' });
    expect(screen.getByLabelText('Start Date')).toHaveValue('');
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { error: 'These dates overlap your leave request.' } },
      'These dates overlap your leave request.',
    ],
    ['the spec text for a failure without an error', { status: 500, body: {} }, LEAVE_MESSAGES.submitFailed],
  ])('shows %s', async (_, answer, text) => {
    stubApi({ 'POST /api/leave_request': answer });
    open();
    await fillIn();

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the spec text when the api cannot be reached', async () => {
    stubApi({ 'POST /api/leave_request': () => Promise.reject(new TypeError('Failed to fetch')) });
    open();
    await fillIn();

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(LEAVE_MESSAGES.submitError);
  });

  it('shows the working days and the balance of the chosen type before sending', async () => {
    const api = stubApi({ [PREVIEW]: { body: { working_days: 3, remaining: 20, remaining_after: 17 } } });
    open();
    await fillIn({ type: 'Annual vacation' });

    const preview = await screen.findByRole('status', { name: LEAVE_TEXTS.previewLabel });
    await waitFor(() => expect(preview).toHaveTextContent(`${LEAVE_TEXTS.workingDays}3`));
    expect(preview).toHaveTextContent('Annual vacation: balance by March 3, 202720 days');
    expect(preview).toHaveTextContent(`${LEAVE_TEXTS.balanceAfter}17 days`);
    expect(calledRoutes(api)).not.toContain('POST /api/leave_request');
  });

  it('says a type is not counted against a balance', async () => {
    stubApi({
      'GET /api/leave_request_preview?leave_type=sick&start_date=2027-03-01&end_date=2027-03-03': {
        body: { working_days: 3, remaining: null, remaining_after: null },
      },
    });
    open();
    await fillIn({ type: 'Sick leave' });

    const preview = await screen.findByRole('status', { name: LEAVE_TEXTS.previewLabel });
    await waitFor(() => expect(preview).toHaveTextContent(`Sick leave${LEAVE_TEXTS.notCounted}`));
    expect(preview).not.toHaveTextContent(LEAVE_TEXTS.balanceAfter);
  });

  it('offers half days only where the policy allows them, and counts and sends them', async () => {
    let sent: unknown;
    const api = stubApi({
      [PREVIEW]: { body: { working_days: 3, remaining: 20, remaining_after: 17 } },
      [`${PREVIEW}&start_half=true`]: { body: { working_days: 2.5, remaining: 20, remaining_after: 17.5 } },
      'POST /api/leave_request': async (request) => {
        sent = await request.json();
        return { body: { message: 'Leave request submitted successfully.' } };
      },
    });
    open();
    await fillIn({ type: 'Sick leave' });
    expect(screen.queryByLabelText(LEAVE_TEXTS.startHalf)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    await userEvent.click(await screen.findByTitle('Annual vacation'));
    await userEvent.click(screen.getByLabelText(LEAVE_TEXTS.startHalf));

    const preview = screen.getByRole('status', { name: LEAVE_TEXTS.previewLabel });
    await waitFor(() => expect(preview).toHaveTextContent(`${LEAVE_TEXTS.workingDays}2.5`));
    await submit();
    await waitFor(() => expect(calledRoutes(api)).toContain('POST /api/leave_request'));
    expect(sent).toEqual({
      start_date: '2027-03-01',
      end_date: '2027-03-03',
      leave_type: 'vacation',
      start_half: true,
    });
  });

  it('drops a ticked half day when the type changes to one without half days', async () => {
    let sent: unknown;
    stubApi({
      'POST /api/leave_request': async (request) => {
        sent = await request.json();
        return { body: { message: 'Leave request submitted successfully.' } };
      },
    });
    open();
    await fillIn({ type: 'Annual vacation' });
    await userEvent.click(screen.getByLabelText(LEAVE_TEXTS.endHalf));
    await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    await userEvent.click(await screen.findByTitle('Personal leave'));

    await submit();

    await waitFor(() =>
      expect(sent).toEqual({ start_date: '2027-03-01', end_date: '2027-03-03', leave_type: 'personal' }),
    );
  });

  it("shows the server's refusal for lack of balance", async () => {
    const refusal = 'Insufficient leave balance: 2 days remaining';
    stubApi({
      [PREVIEW]: { body: { working_days: 3, remaining: 2, remaining_after: -1 } },
      'POST /api/leave_request': { status: 400, body: { error: refusal } },
    });
    open();
    await fillIn({ type: 'Annual vacation' });

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('LeaveRequestPage for a type counted in hours', () => {
  const HOURLY_PREVIEW =
    'GET /api/leave_request_preview?leave_type=doctor&start_date=2027-03-01&end_date=2027-03-01&start_time=09%3A00&end_time=11%3A30';

  async function chooseDoctor() {
    await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    await userEvent.click(await screen.findByTitle("Doctor's appointment"));
    // The form re-renders for the chosen type after the click settles (Form.useWatch), not within it.
    await screen.findByLabelText(LEAVE_TEXTS.startTime);
  }
  const setTime = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('asks for one date and the hours instead of an end date and half days', async () => {
    stubApi();
    open();
    await chooseDoctor();

    expect(screen.getByLabelText(LEAVE_TEXTS.date)).toHaveAttribute('type', 'date');
    expect(screen.queryByLabelText('End Date')).not.toBeInTheDocument();
    expect(screen.getByLabelText(LEAVE_TEXTS.startTime)).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText(LEAVE_TEXTS.endTime)).toHaveAttribute('type', 'time');
    expect(screen.queryByLabelText(LEAVE_TEXTS.startHalf)).not.toBeInTheDocument();
  });

  it('refuses an end time not after the start time, and times left out, sending nothing', async () => {
    const api = stubApi();
    open();
    await chooseDoctor();
    fireEvent.change(screen.getByLabelText(LEAVE_TEXTS.date), { target: { value: '2027-03-01' } });
    await submit();
    expect(await screen.findByText(LEAVE_TEXTS.startTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(LEAVE_TEXTS.endTimeRequired)).toBeInTheDocument();

    setTime(LEAVE_TEXTS.startTime, '11:00');
    setTime(LEAVE_TEXTS.endTime, '10:00');
    await submit();

    await waitFor(() => expect(screen.getByText(LEAVE_TEXTS.endTimeBeforeStart)).toBeInTheDocument());
    expect(calledRoutes(api)).not.toContain('POST /api/leave_request');
  });

  it('shows the hours and the balance in hours, and sends one day with its times', async () => {
    let sent: unknown;
    const api = stubApi({
      [HOURLY_PREVIEW]: { body: { unit: 'hour', working_days: 150, remaining: 480, remaining_after: 330 } },
      'POST /api/leave_request': async (request) => {
        sent = await request.json();
        return { body: { message: 'Leave request submitted successfully.' } };
      },
    });
    open();
    await chooseDoctor();
    fireEvent.change(screen.getByLabelText(LEAVE_TEXTS.date), { target: { value: '2027-03-01' } });
    setTime(LEAVE_TEXTS.startTime, '09:00');
    setTime(LEAVE_TEXTS.endTime, '11:30');

    const preview = await screen.findByRole('status', { name: LEAVE_TEXTS.previewLabel });
    await waitFor(() => expect(preview).toHaveTextContent(`${LEAVE_TEXTS.hours}2 h 30 min`));
    expect(preview).toHaveTextContent(`${LEAVE_TEXTS.balanceAfter}5 h 30 min`);
    await submit();

    await waitFor(() => expect(calledRoutes(api)).toContain('POST /api/leave_request'));
    expect(sent).toEqual({
      leave_type: 'doctor',
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      start_time: '09:00',
      end_time: '11:30',
    });
  });

  it('drops the hours when the type changes to one counted in days', async () => {
    let sent: unknown;
    stubApi({
      'POST /api/leave_request': async (request) => {
        sent = await request.json();
        return { body: { message: 'Leave request submitted successfully.' } };
      },
    });
    open();
    await chooseDoctor();
    setTime(LEAVE_TEXTS.startTime, '09:00');
    setTime(LEAVE_TEXTS.endTime, '11:30');
    await userEvent.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    await userEvent.click(await screen.findByTitle('Sick leave'));
    fireEvent.change(await screen.findByLabelText('Start Date'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2027-03-03' } });

    await submit();

    await waitFor(() => expect(sent).toEqual({ start_date: '2027-03-01', end_date: '2027-03-03', leave_type: 'sick' }));
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-auth';
import { stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { KIOSK_PIN_TEXTS } from 'shared-auth/ui';
import english from '../../locales/en.json';
import { SAMPLE_EMPLOYEES } from '../../shared/sample-employees';
import { EDIT_ROUTE, formFields, renderPage } from '../../shared/test-utils';
import type { EmployeeDetail } from '../../shared/types';
import { EditEmployeePage } from './edit-employee-page';

const M = english.messages;

afterEach(() => jest.restoreAllMocks());

const EMMA: EmployeeDetail = {
  ...SAMPLE_EMPLOYEES[2]!,
  report_to: 2,
  date_of_birth: '1994-06-02',
  phone_number: '+44 20 7946 0121',
  hire_date: '2021-09-01',
  job_title: 'Software Engineer',
  weekly_hours: 37.5,
  holiday_calendar: null,
  allowed_locations: [{ name: 'Acme London HQ', latitude: 51.5155, longitude: -0.0885 }],
  department_ids: [3],
  face_profiles: 1,
  biometric_consent_at: '2026-01-05T09:00:00Z',
  created_at: '2026-01-05T09:00:00Z',
};

function stubApi(routes: Record<string, StubRoute | StubAnswer> = {}) {
  return stubFetch({
    'GET /api/employees/7': { body: EMMA },
    'GET /api/departments': {
      body: [{ department_id: 3, department_name: 'Engineering', created_at: '2026-01-01T00:00:00Z' }],
    },
    'GET /api/employees_list': { body: SAMPLE_EMPLOYEES },
    'GET /api/holidays': {
      body: [
        { holiday_id: 1, holiday_date: '2026-12-25', name: 'Christmas Day', location: null },
        { holiday_id: 2, holiday_date: '2026-11-30', name: "St Andrew's Day", location: 'Scotland' },
      ],
    },
    ...routes,
  });
}

const openPage = (id = '7') => renderPage(<EditEmployeePage />, { path: `/employees/edit/${id}`, route: EDIT_ROUTE });
const detailsCard = () => screen.getByText(/^Employee details/).closest('.ant-card') as HTMLElement;
const managerCard = () =>
  screen.getByText('Change Manager', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('EditEmployeePage', () => {
  it('says "Loading employee data..." and then shows the employee in the form', async () => {
    stubApi({ 'GET /api/employees/7': { body: EMMA, delayMs: 50 } });
    openPage();
    expect(screen.getByText(M.loadingEmployee)).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Emma');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1994-06-02');
    expect(screen.getByLabelText('Allowed locations')).toHaveValue('51.5155,-0.0885,Acme London HQ');
    expect(screen.getByText('Enrolled face images: 1')).toBeInTheDocument();
  });

  it.each([
    [
      '"Employee not found." for an unknown id',
      { status: 404, body: { error: 'Employee not found.', code: 'employee.not_found' } },
      M.employeeNotFound,
    ],
    ['"Error fetching employee data." when the call fails', { status: 500 }, M.fetchEmployeeError],
  ])('says %s', async (_case, answer, text) => {
    stubApi({ 'GET /api/employees/7': answer });
    openPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('saves every field, blank ones too, and confirms with the server message', async () => {
    let sent: Record<string, string[]> = {};
    stubApi({
      'PUT /api/employees/7': async (request) => {
        sent = await formFields(request);
        return { body: { message: 'Employee updated successfully.' } };
      },
    });
    openPage();
    await userEvent.clear(await screen.findByLabelText('Phone number'));
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Lead Engineer');
    expect(screen.getByLabelText('Weekly hours')).toHaveValue('37.5');
    await userEvent.clear(screen.getByLabelText('Weekly hours'));
    await userEvent.type(screen.getByLabelText('Weekly hours'), '20');
    await userEvent.type(screen.getByLabelText('Holiday calendar'), 'Scot');
    await userEvent.click(await screen.findByTitle('Scotland'));
    await userEvent.click(within(detailsCard()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Employee updated successfully.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      first_name: ['Emma'],
      email: ['employee@acme.example'],
      role: ['employee'],
      phone_number: [''],
      job_title: ['Lead Engineer'],
      weekly_hours: ['20'],
      holiday_calendar: ['Scotland'],
      allowed_locations: ['51.5155,-0.0885,Acme London HQ'],
      'department_ids[]': ['3'],
    });
    expect(sent).not.toHaveProperty('additional_image');
  });

  it.each([
    [
      'the server error',
      { status: 409, body: { error: 'An employee with this email already exists.' } },
      'An employee with this email already exists.',
    ],
    ['its own text without an error body', { status: 500 }, M.updateEmployeeError],
  ])('shows %s when saving fails', async (_case, answer, text) => {
    stubApi({ 'PUT /api/employees/7': answer });
    openPage();
    await screen.findByLabelText('First name');
    await userEvent.click(within(detailsCard()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('changes the manager in its own form', async () => {
    let sent: unknown;
    stubApi({
      'PUT /api/employees/7/manager': async (request) => {
        sent = await request.json();
        return { body: { message: M.managerUpdated } };
      },
    });
    openPage();
    await screen.findByLabelText('First name');
    await userEvent.click(within(managerCard()).getByLabelText('Manager'));
    await userEvent.click(await screen.findByTitle('Olivia Bennett (admin@acme.example)'));
    await userEvent.click(within(managerCard()).getByRole('button', { name: 'Change Manager' }));

    expect(await screen.findByText(M.managerUpdated)).toBeInTheDocument();
    expect(sent).toEqual({ manager_id: 1 });
  });

  it("names the manager field's clear button in the page's language", async () => {
    stubApi();
    openPage();
    await screen.findByLabelText('First name');
    const card = managerCard();
    expect(within(card).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await act(() => setLanguage('de'));
    try {
      expect(within(card).getByRole('button', { name: 'Leeren' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says "An error occurred while updating the manager." when the change fails without an error body', async () => {
    stubApi({ 'PUT /api/employees/7/manager': { status: 500 } });
    openPage();
    await screen.findByLabelText('First name');
    await userEvent.click(within(managerCard()).getByRole('button', { name: 'Change Manager' }));
    expect(await screen.findByText(M.updateManagerError)).toBeInTheDocument();
  });

  it("sets the employee's kiosk PIN", async () => {
    let sent: unknown;
    stubApi({
      'PUT /api/employees/7/pin': async (request) => {
        sent = await request.json();
        return { body: { message: 'PIN saved.' } };
      },
    });
    openPage();
    await userEvent.type(await screen.findByLabelText(KIOSK_PIN_TEXTS.pin), '2468');
    await userEvent.click(screen.getByRole('button', { name: KIOSK_PIN_TEXTS.save }));
    expect(await screen.findByText('PIN saved.')).toBeInTheDocument();
    expect(sent).toEqual({ pin: '2468' });
  });
});

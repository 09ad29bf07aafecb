import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { SAMPLE_EMPLOYEES } from '../../shared/sample-employees';
import { formFields, renderPage } from '../../shared/test-utils';
import { EmployeeEnrollmentPage } from './employee-enrollment-page';

const M = english.messages;

afterEach(() => jest.restoreAllMocks());

const DEPARTMENTS = [
  { department_id: 3, department_name: 'Engineering', created_at: '2026-01-01T00:00:00Z' },
  { department_id: 4, department_name: 'Sales', created_at: '2026-01-01T00:00:00Z' },
];

function stubApi(enrol?: StubRoute | StubAnswer) {
  return stubFetch({
    'GET /api/departments': { body: DEPARTMENTS },
    'GET /api/holidays': { body: [] },
    'GET /api/employees_list': { body: SAMPLE_EMPLOYEES },
    ...(enrol ? { 'POST /api/employees': enrol } : {}),
  });
}

async function openPage() {
  renderPage(<EmployeeEnrollmentPage />);
  await screen.findByRole('heading', { name: 'Employee Enrollment' });
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('First name'), ' Nina ');
  await userEvent.type(screen.getByLabelText('Last name'), 'New');
  await userEvent.type(screen.getByLabelText('Email'), 'nina.new@acme.example');
}

const pickImage = () =>
  userEvent.upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File(['face'], 'nina.png', { type: 'image/png' }),
  );
const consent = () => userEvent.click(screen.getByRole('checkbox'));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Enroll Employee' }));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

describe('EmployeeEnrollmentPage', () => {
  it.each([
    ['without an image', async () => fillRequired()],
    [
      'without a last name',
      async () => {
        await userEvent.type(screen.getByLabelText('First name'), 'Nina');
        await userEvent.type(screen.getByLabelText('Email'), 'nina@acme.example');
        await pickImage();
      },
    ],
  ])('refuses to send %s', async (_case, fill) => {
    const fetch = stubApi();
    await openPage();
    await fill();
    await consent();
    await submit();
    expect(await screen.findByText(M.enrolRequired)).toBeInTheDocument();
    expect(calledRoutes(fetch)).not.toContain('POST /api/employees');
  });

  it('asks for the biometric consent before sending', async () => {
    const fetch = stubApi();
    await openPage();
    await fillRequired();
    await pickImage();
    await submit();
    expect(await screen.findByText(M.consentRequired)).toBeInTheDocument();
    expect(calledRoutes(fetch)).not.toContain('POST /api/employees');
  });

  it('previews the face image at most 300 px wide', async () => {
    stubApi();
    await openPage();
    await pickImage();
    expect(await screen.findByAltText('Face image preview')).toHaveStyle({ maxWidth: '300px' });
  });

  it('offers only managers and admins as managers', async () => {
    stubApi();
    await openPage();
    await userEvent.click(screen.getByLabelText('Manager'));
    expect(await screen.findByTitle('James Carter (manager1@acme.example)')).toBeInTheDocument();
    expect(screen.getByTitle('Olivia Bennett (admin@acme.example)')).toBeInTheDocument();
    expect(screen.queryByTitle('Emma Wilson (employee@acme.example)')).not.toBeInTheDocument();
  });

  it('sends the filled fields only, with role, manager, departments, consent and image, then clears the form', async () => {
    let sent: Record<string, string[]> = {};
    stubApi(async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { message: M.enrolled, employee_id: 30 } };
    });
    await openPage();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Job title'), 'Engineer');
    await choose('Manager', 'James Carter (manager1@acme.example)');
    await choose('Departments', 'Sales');
    await pickImage();
    await consent();
    await submit();

    expect(await screen.findByText(M.enrolled)).toBeInTheDocument();
    expect(Object.keys(sent).sort()).toEqual([
      'biometric_consent',
      'department_ids[]',
      'email',
      'first_name',
      'image',
      'job_title',
      'last_name',
      'manager_id',
      'role',
    ]);
    expect(sent).toMatchObject({
      first_name: ['Nina'],
      role: ['employee'],
      manager_id: ['2'],
      'department_ids[]': ['4'],
      biometric_consent: ['true'],
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByAltText('Face image preview')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { error: 'No face detected. Please use a clear, front-facing photo.' } },
      'No face detected. Please use a clear, front-facing photo.',
    ],
    ['its own text without an error body', { status: 502 }, M.enrolError],
  ])('shows %s when enrolment fails, keeping what was typed', async (_case, answer, text) => {
    stubApi(answer);
    await openPage();
    await fillRequired();
    await pickImage();
    await consent();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nina.new@acme.example');
  });
});

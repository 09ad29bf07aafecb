import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from 'shared-auth';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { renderPage } from '../../shared/test-utils';
import { DepartmentsPage } from './departments-page';

const M = english.messages;

afterEach(() => jest.restoreAllMocks());

const DEPARTMENTS = [
  { department_id: 1, department_name: 'Engineering', created_at: '2026-03-05T10:00:00.000Z' },
  { department_id: 2, department_name: 'Sales', created_at: '2026-01-20T08:30:00.000Z' },
];
const list = { body: DEPARTMENTS };

async function openPage() {
  renderPage(<DepartmentsPage />);
  await screen.findByText('Engineering');
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const writes = (mock: ReturnType<typeof stubFetch>) => calledRoutes(mock).filter((route) => !route.startsWith('GET'));

describe('DepartmentsPage', () => {
  it('lists departments with their creation date in US long format', async () => {
    stubFetch({ 'GET /api/departments': list });
    await openPage();

    expect(within(row('Engineering')).getByText(formatLongDate(DEPARTMENTS[0]!.created_at))).toBeInTheDocument();
    expect(within(row('Sales')).getByRole('button', { name: 'Edit Sales' })).toBeInTheDocument();
  });

  it('says "Please enter a department name." for a blank name and sends nothing', async () => {
    const fetch = stubFetch({ 'GET /api/departments': list });
    await openPage();

    await userEvent.type(screen.getByLabelText('Department name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));

    expect(await screen.findByText(M.departmentNameRequired)).toBeInTheDocument();
    expect(writes(fetch)).toEqual([]);
  });

  it('creates a department with the trimmed name and shows the server message', async () => {
    let sent: unknown;
    const fetch = stubFetch({
      'GET /api/departments': list,
      'POST /api/departments': async (request) => {
        sent = await request.json();
        return { status: 201, body: { message: 'Department created successfully.', department_id: 3 } };
      },
    });
    await openPage();

    await userEvent.type(screen.getByLabelText('Department name'), '  Legal ');
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));

    expect(await screen.findByText('Department created successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ department_name: 'Legal' });
    expect(screen.getByLabelText('Department name')).toHaveValue('');
    await waitFor(() => expect(calledRoutes(fetch).filter((r) => r === 'GET /api/departments')).toHaveLength(2));
  });

  it('shows the server error of a refused name, else its own text', async () => {
    stubFetch({
      'GET /api/departments': list,
      'POST /api/departments': { status: 409, body: { error: 'A department named "Sales" already exists.' } },
    });
    await openPage();
    await userEvent.type(screen.getByLabelText('Department name'), 'sales');
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    expect(await screen.findByText('A department named "Sales" already exists.')).toBeInTheDocument();

    jest.restoreAllMocks();
    stubFetch({ 'GET /api/departments': list, 'POST /api/departments': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    expect(await screen.findByText(M.createDepartmentError)).toBeInTheDocument();
  });

  it('edits a name through a prompt, refusing a blank one without a request', async () => {
    let sent: unknown;
    const fetch = stubFetch({
      'GET /api/departments': list,
      'PUT /api/departments/2': async (request) => {
        sent = await request.json();
        return { body: { message: 'Department updated successfully.' } };
      },
    });
    await openPage();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sales' }));
    const prompt = await screen.findByRole('dialog');
    const input = within(prompt).getByLabelText('New department name');
    expect(input).toHaveValue('Sales');
    await userEvent.clear(input);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save' }));
    expect(await within(prompt).findByText(M.departmentNameRequired)).toBeInTheDocument();
    expect(writes(fetch)).toEqual([]);

    await userEvent.type(input, 'Sales & Marketing');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department updated successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ department_name: 'Sales & Marketing' });
  });

  it('falls back to "Error updating department." when a rename fails without an error body', async () => {
    stubFetch({ 'GET /api/departments': list, 'PUT /api/departments/1': { status: 502 } });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Engineering' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updateDepartmentError)).toBeInTheDocument();
  });

  it('asks before deleting, then deletes; a failure says "Error deleting department."', async () => {
    const fetch = stubFetch({
      'GET /api/departments': list,
      'DELETE /api/departments/1': { body: { message: 'Department deleted successfully.' } },
      'DELETE /api/departments/2': { status: 500 },
    });
    await openPage();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Engineering' }));
    const confirm = await screen.findByRole('dialog', { name: M.confirmDeleteDepartment });
    expect(writes(fetch)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Department deleted successfully.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sales' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteDepartmentError)).toBeInTheDocument();
    expect(writes(fetch)).toEqual(['DELETE /api/departments/1', 'DELETE /api/departments/2']);
  });

  it("shows the server's refusal to delete a department that still has members", async () => {
    const refusal = 'This department has 3 members. Move them to another department first.';
    stubFetch({ 'GET /api/departments': list, 'DELETE /api/departments/1': { status: 400, body: { error: refusal } } });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Engineering' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
  });

  it('clears the last outcome as soon as a new name is typed', async () => {
    stubFetch({
      'GET /api/departments': list,
      'POST /api/departments': { status: 201, body: { message: 'Department created successfully.' } },
    });
    await openPage();
    await userEvent.type(screen.getByLabelText('Department name'), 'Legal');
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    expect(await screen.findByText('Department created successfully.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Department name'), 'L');
    expect(screen.queryByText('Department created successfully.')).not.toBeInTheDocument();
  });

  it('says "Error fetching departments." when the list cannot be read', async () => {
    stubFetch({ 'GET /api/departments': { status: 500 } });
    renderPage(<DepartmentsPage />);
    expect(await screen.findByText(M.fetchDepartmentsError)).toBeInTheDocument();
  });
});

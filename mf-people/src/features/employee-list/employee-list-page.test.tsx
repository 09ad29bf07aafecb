import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { SAMPLE_EMPLOYEES } from '../../shared/sample-employees';
import { renderPage, signInAs } from '../../shared/test-utils';
import { EmployeeListPage } from './employee-list-page';
import { TAG_TONES } from 'shared-auth/ui';

const M = english.messages;

afterEach(() => jest.restoreAllMocks());

const list = { body: SAMPLE_EMPLOYEES };
const names = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

async function openPage() {
  renderPage(<EmployeeListPage />);
  await screen.findByText('Emma Wilson');
}

async function terminateEmma() {
  await userEvent.click(screen.getByRole('button', { name: 'Terminate Emma Wilson' }));
  const confirm = await screen.findByRole('dialog', { name: M.confirmDeleteEmployee });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));
}

describe('EmployeeListPage', () => {
  it('filters by name, email or role, and says when nobody matches', async () => {
    stubFetch({ 'GET /api/employees_list': list });
    await openPage();
    const filter = screen.getByLabelText('Filter employees');

    await userEvent.type(filter, 'EMMA');
    expect(names()).toEqual(['Emma Wilson']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'manager1@');
    expect(names()).toEqual(['James Carter']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'employee');
    expect(names()).toEqual(['Emma Wilson', 'Liam Hughes']);
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText(M.noEmployees)).toBeInTheDocument();
  });

  it('says "No employees found." for an empty list', async () => {
    stubFetch({ 'GET /api/employees_list': { body: [] } });
    renderPage(<EmployeeListPage />);
    expect(await screen.findByText(M.noEmployees)).toBeInTheDocument();
  });

  it('opens the edit screen of an employee', async () => {
    stubFetch({ 'GET /api/employees_list': list });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Emma Wilson' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/employees/edit/7');
  });

  it("offers no Terminate on the signed-in admin's own row", async () => {
    stubFetch({ 'GET /api/employees_list': list });
    signInAs('admin', 1);
    await openPage();
    expect(screen.getByRole('button', { name: 'Edit Olivia Bennett' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminate Olivia Bennett' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate Emma Wilson' })).toBeInTheDocument();
  });

  it('keeps the table in a focusable, named scroll region and the role tags readable', async () => {
    stubFetch({ 'GET /api/employees_list': list });
    await openPage();
    expect(screen.getByRole('region', { name: 'Employees' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('admin', { selector: '.ant-tag' })).toHaveStyle({ color: TAG_TONES.purple!.color });
  });

  it('asks before terminating, then terminates and confirms', async () => {
    const fetch = stubFetch({
      'GET /api/employees_list': list,
      'DELETE /api/employees/7': { body: { message: M.employeeDeleted } },
    });
    await openPage();

    await userEvent.click(screen.getByRole('button', { name: 'Terminate Emma Wilson' }));
    const confirm = await screen.findByRole('dialog', { name: M.confirmDeleteEmployee });
    expect(calledRoutes(fetch)).not.toContain('DELETE /api/employees/7');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));

    expect(await screen.findByText(M.employeeDeleted)).toBeInTheDocument();
    expect(calledRoutes(fetch).filter((r) => r === 'GET /api/employees_list')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Filter employees'), 'x');
    expect(screen.queryByText(M.employeeDeleted)).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { error: 'You cannot terminate your own account.' } },
      'You cannot terminate your own account.',
    ],
    ['"Failed to delete employee." without an error body', { status: 500 }, M.deleteEmployeeFailed],
  ])('shows %s when a termination is refused', async (_case, answer, text) => {
    stubFetch({ 'GET /api/employees_list': list, 'DELETE /api/employees/7': answer });
    await openPage();
    await terminateEmma();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "An error occurred while deleting employee." when the api cannot be reached', async () => {
    stubFetch({
      'GET /api/employees_list': list,
      'DELETE /api/employees/7': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openPage();
    await terminateEmma();
    expect(await screen.findByText(M.deleteEmployeeError)).toBeInTheDocument();
  });

  it.each([
    ['a refused call', { status: 500 }, M.fetchEmployeesFailed],
    ['an unreachable api', () => Promise.reject(new TypeError('Failed to fetch')), M.fetchEmployeesError],
  ])('says why the list is missing after %s', async (_case, answer, text) => {
    stubFetch({ 'GET /api/employees_list': answer });
    renderPage(<EmployeeListPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

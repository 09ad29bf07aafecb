import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-auth';
import { stubFetch, untranslatedTexts } from 'shared-auth/testing';
import arabic from '../../locales/ar.json';
import german from '../../locales/de.json';
import english from '../../locales/en.json';
import { SAMPLE_EMPLOYEES } from '../../shared/sample-employees';
import { renderPage, signInAs } from '../../shared/test-utils';
import { EmployeeListPage } from './employee-list-page';

afterEach(() => {
  jest.restoreAllMocks();
  return act(() => setLanguage('en'));
});

it('switches the mounted employee list to German, then to Arabic, with no English text left', async () => {
  const api = stubFetch({ 'GET /api/employees_list': { body: SAMPLE_EMPLOYEES } });
  signInAs('admin', 1);
  renderPage(<EmployeeListPage />);
  await screen.findByText('Emma Wilson');
  expect(untranslatedTexts(english, german)).toEqual(expect.arrayContaining(['Filter employees', 'Terminate']));
  const calls = api.mock.calls.length;

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Alle Mitarbeiter' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Rolle' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Name, E-Mail oder Rolle')).toBeInTheDocument();
  const emma = screen.getByRole('row', { name: /Emma Wilson/ });
  expect(within(emma).getByText('Mitarbeiter')).toBeInTheDocument();
  expect(within(emma).getByRole('button', { name: 'Emma Wilson austragen' })).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual([]);

  await userEvent.click(within(emma).getByRole('button', { name: 'Emma Wilson austragen' }));
  const confirm = await screen.findByRole('dialog', { name: 'Möchten Sie diesen Mitarbeiter wirklich löschen?' });
  expect(within(confirm).getByRole('button', { name: 'Austragen' })).toBeInTheDocument();
  // Cancel is antd's own text: the shell's ConfigProvider words it.
  await userEvent.keyboard('{Escape}');

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('heading', { name: 'جميع الموظفين' })).toBeInTheDocument();
  expect(screen.getByLabelText('تصفية الموظفين')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تعديل Emma Wilson' })).toBeInTheDocument();
  expect(untranslatedTexts(english, arabic)).toEqual([]);
  // The same list, drawn again: no new call to the api.
  expect(api.mock.calls.length).toBe(calls);
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { PayrollMappingCard } from './payroll-mapping-card';
import type { PayrollMapping, PayrollMappingScreen } from './types';
import english from '../../locales/en.json';

const M = english.payroll;

afterEach(() => jest.restoreAllMocks());

const GENERIC: PayrollMapping = {
  preset: 'generic_csv',
  duration_format: 'decimal',
  columns: [
    { field: 'employee_id', header: 'employee_id' },
    { field: 'regular', header: 'regular_hours' },
    { field: 'overtime_weekday', header: 'overtime_weekday_hours' },
  ],
};
const EXCEL: PayrollMapping = {
  preset: 'excel_layout',
  duration_format: 'hhmm',
  columns: [
    { field: 'full_name', header: 'Employee' },
    { field: 'worked', header: 'Worked' },
  ],
};
const SCREEN: PayrollMappingScreen = {
  mapping: GENERIC,
  presets: [
    { id: 'generic_csv', name: 'Generic CSV', mapping: GENERIC },
    { id: 'excel_layout', name: 'Excel layout', mapping: EXCEL },
  ],
  fields: [
    { field: 'employee_id', label: 'Employee ID' },
    { field: 'full_name', label: 'Full name' },
    { field: 'worked', label: 'Worked hours' },
    { field: 'regular', label: 'Regular hours' },
    { field: 'overtime_weekday', label: 'Overtime, weekday rate' },
    { field: 'breaks', label: 'Break hours' },
  ],
};

const headers = () =>
  within(screen.getByRole('list', { name: M.columns }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('PayrollMappingCard', () => {
  it('renames, reorders with the keyboard, switches to HH:MM and saves the mapping', async () => {
    let sent: unknown;
    stubApi({
      'GET /payroll_mapping': () => jsonResponse(SCREEN),
      'PUT /payroll_mapping': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Payroll export mapping saved.' });
      },
    });
    renderWithStore(<PayrollMappingCard />);

    const name = await screen.findByLabelText('Column name 2');
    await userEvent.clear(name);
    await userEvent.type(name, 'Regular');
    // Moved by the keyboard: focus the button and press Enter, no dragging.
    act(() => screen.getByRole('button', { name: 'Move Regular up' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(headers()).toEqual(['Regular', 'employee_id', 'overtime_weekday_hours']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove overtime_weekday_hours' }));
    await userEvent.click(screen.getByRole('radio', { name: M.hhmm }));
    await userEvent.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText('Payroll export mapping saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      preset: 'custom',
      duration_format: 'hhmm',
      columns: [
        { field: 'regular', header: 'Regular' },
        { field: 'employee_id', header: 'employee_id' },
      ],
    });
  });

  it('starts from a preset, adds an unused field, and refuses a blank name without calling the api', async () => {
    const requests = stubApi({ 'GET /payroll_mapping': () => jsonResponse(SCREEN) });
    renderWithStore(<PayrollMappingCard />);

    await userEvent.click(await screen.findByRole('combobox', { name: M.preset }));
    await userEvent.click(await screen.findByTitle('Excel layout'));
    expect(headers()).toEqual(['Employee', 'Worked']);
    expect(screen.getByRole('radio', { name: M.hhmm })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: M.add }));
    expect(headers()).toEqual(['Employee', 'Worked', 'Employee ID']);
    await userEvent.clear(screen.getByLabelText('Column name 1'));
    await userEvent.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText('Column 1 needs a name.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("shows the api's refusal", async () => {
    stubApi({
      'GET /payroll_mapping': () => jsonResponse(SCREEN),
      'PUT /payroll_mapping': () =>
        jsonResponse({ error: 'The field regular is mapped twice.', code: 'payroll.duplicate_field' }, 400),
    });
    renderWithStore(<PayrollMappingCard />);
    await userEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText('The field regular is mapped twice.')).toBeInTheDocument();
  });
});

export const PAYROLL_EXPORT_MESSAGES = {
  title: 'Payroll export',
  intro:
    'The columns of the file a payroll system reads, per person and pay period: regular hours (worked less ' +
    'approved overtime), approved overtime by rate, leave by type, holidays, absences and breaks. Download it ' +
    'per period under Pay periods.',
  preset: 'Start from',
  custom: 'Custom',
  presetHint: 'Picking a layout replaces the columns below; nothing is saved until you save.',
  format: 'Hours as',
  decimal: 'Decimal hours (7.50)',
  hhmm: 'Hours and minutes (7:30)',
  columns: 'Columns',
  position: (n: number) => `Column ${n}`,
  field: 'Field',
  header: 'Column name',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  add: 'Add column',
  save: 'Save mapping',
  saved: 'Payroll export mapping saved.',
  fetchFailed: 'Could not load the payroll export mapping.',
  saveFailed: 'Could not save the payroll export mapping.',
  blank: (n: number) => `Column ${n} needs a name.`,
} as const;

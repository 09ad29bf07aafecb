import type { EmployeeSummary } from './types';

/** Test data: an admin, a manager and two employees. */
export const SAMPLE_EMPLOYEES: EmployeeSummary[] = [
  {
    employee_id: 1,
    first_name: 'Olivia',
    last_name: 'Bennett',
    full_name: 'Olivia Bennett',
    email: 'admin@acme.example',
    role: 'admin',
  },
  {
    employee_id: 2,
    first_name: 'James',
    last_name: 'Carter',
    full_name: 'James Carter',
    email: 'manager1@acme.example',
    role: 'manager',
  },
  {
    employee_id: 7,
    first_name: 'Emma',
    last_name: 'Wilson',
    full_name: 'Emma Wilson',
    email: 'employee@acme.example',
    role: 'employee',
  },
  {
    employee_id: 8,
    first_name: 'Liam',
    last_name: 'Hughes',
    full_name: 'Liam Hughes',
    email: 'liam.hughes@acme.example',
    role: 'employee',
  },
];

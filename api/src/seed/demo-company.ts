import type { Role } from '../db/types';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_SEED = 20_260_101;

export const OFFICE = {
  name: 'Acme London HQ',
  latitude: 51.5155,
  longitude: -0.0885,
  address: 'Acme House, 1 Moorgate, City of London, London, Greater London, England, EC2R 6JH, United Kingdom',
};

/** Where people clock in from when they work remotely. */
export const HOMES = [
  {
    latitude: 51.5362,
    longitude: -0.1796,
    address: "14 Abbey Road, St John's Wood, London, Greater London, England, NW8 9AY, United Kingdom",
  },
  {
    latitude: 51.4613,
    longitude: -0.1156,
    address: '27 Acre Lane, Brixton, London, Greater London, England, SW2 5SG, United Kingdom',
  },
  {
    latitude: 51.5465,
    longitude: -0.0553,
    address: '8 Mare Street, Hackney, London, Greater London, England, E8 4RP, United Kingdom',
  },
  {
    latitude: 51.4769,
    longitude: -0.0005,
    address: '3 Crooms Hill, Greenwich, London, Greater London, England, SE10 8ER, United Kingdom',
  },
  {
    latitude: 51.5012,
    longitude: -0.3045,
    address: '52 The Broadway, Ealing, London, Greater London, England, W5 5JN, United Kingdom',
  },
];

export const DEPARTMENTS = ['Engineering', 'Sales', 'Operations', 'Human Resources'] as const;
export type DepartmentName = (typeof DEPARTMENTS)[number];

export interface DemoPerson {
  first: string;
  last: string;
  email?: string;
  role: Role;
  department: DepartmentName;
  jobTitle: string;
  /** Key of the person they report to: 'admin', 'manager1' or 'manager2'. */
  reportTo?: 'admin' | 'manager1' | 'manager2';
  key?: 'admin' | 'manager1' | 'manager2' | 'employee' | 'newHire';
  /** Set for the recent hires (negative: starts in the future); everyone else joined long ago. */
  hiredDaysAgo?: number;
  /** A freshly enrolled account that has not chosen its own password yet. */
  mustChangePassword?: boolean;
}

export const PEOPLE: DemoPerson[] = [
  {
    key: 'admin',
    first: 'Olivia',
    last: 'Bennett',
    email: 'admin@acme.example',
    role: 'admin',
    department: 'Human Resources',
    jobTitle: 'HR Director',
  },
  {
    key: 'manager1',
    first: 'James',
    last: 'Carter',
    email: 'manager1@acme.example',
    role: 'manager',
    department: 'Engineering',
    jobTitle: 'Engineering Manager',
    reportTo: 'admin',
  },
  {
    key: 'manager2',
    first: 'Sophie',
    last: 'Turner',
    email: 'manager2@acme.example',
    role: 'manager',
    department: 'Sales',
    jobTitle: 'Sales Manager',
    reportTo: 'admin',
  },
  {
    key: 'employee',
    first: 'Emma',
    last: 'Wilson',
    email: 'employee@acme.example',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'Software Engineer',
    reportTo: 'manager1',
  },
  {
    first: 'Liam',
    last: 'Hughes',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'Senior Software Engineer',
    reportTo: 'manager1',
  },
  {
    first: 'Noah',
    last: 'Patel',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'Software Engineer',
    reportTo: 'manager1',
  },
  {
    first: 'Ava',
    last: 'Robinson',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'QA Engineer',
    reportTo: 'manager1',
  },
  {
    first: 'Oliver',
    last: 'Clarke',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'DevOps Engineer',
    reportTo: 'manager1',
  },
  {
    first: 'Mia',
    last: 'Wright',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'Product Designer',
    reportTo: 'manager1',
  },
  {
    first: 'Isla',
    last: 'Khan',
    role: 'employee',
    department: 'Operations',
    jobTitle: 'Operations Analyst',
    reportTo: 'manager1',
  },
  {
    first: 'Harry',
    last: 'Evans',
    role: 'employee',
    department: 'Operations',
    jobTitle: 'Facilities Coordinator',
    reportTo: 'manager1',
  },
  {
    first: 'Amelia',
    last: 'Walker',
    role: 'employee',
    department: 'Operations',
    jobTitle: 'Office Manager',
    reportTo: 'manager1',
  },
  {
    first: 'George',
    last: 'Thompson',
    role: 'employee',
    department: 'Operations',
    jobTitle: 'Logistics Lead',
    reportTo: 'manager1',
  },
  {
    first: 'Grace',
    last: 'Lewis',
    role: 'employee',
    department: 'Sales',
    jobTitle: 'Account Executive',
    reportTo: 'manager2',
  },
  {
    first: 'Jack',
    last: 'Harris',
    role: 'employee',
    department: 'Sales',
    jobTitle: 'Account Executive',
    reportTo: 'manager2',
  },
  {
    first: 'Freya',
    last: 'Martin',
    role: 'employee',
    department: 'Sales',
    jobTitle: 'Sales Development Rep',
    reportTo: 'manager2',
  },
  {
    first: 'Charlie',
    last: 'Jackson',
    role: 'employee',
    department: 'Sales',
    jobTitle: 'Customer Success Manager',
    reportTo: 'manager2',
  },
  {
    first: 'Lily',
    last: 'White',
    role: 'employee',
    department: 'Sales',
    jobTitle: 'Sales Operations Analyst',
    reportTo: 'manager2',
  },
  {
    first: 'Thomas',
    last: 'Green',
    role: 'employee',
    department: 'Human Resources',
    jobTitle: 'HR Generalist',
    reportTo: 'manager2',
  },
  {
    first: 'Ella',
    last: 'Hall',
    role: 'employee',
    department: 'Human Resources',
    jobTitle: 'Recruiter',
    reportTo: 'manager2',
  },
  {
    first: 'Oscar',
    last: 'Wood',
    role: 'employee',
    department: 'Human Resources',
    jobTitle: 'Payroll Specialist',
    reportTo: 'manager2',
  },
  {
    first: 'Poppy',
    last: 'Ali',
    role: 'employee',
    department: 'Engineering',
    jobTitle: 'Junior Software Engineer',
    reportTo: 'manager1',
    hiredDaysAgo: 21,
  },
  {
    key: 'newHire',
    first: 'Nina',
    last: 'Reyes',
    email: 'new.hire@acme.example',
    role: 'employee',
    department: 'Operations',
    jobTitle: 'Operations Assistant',
    reportTo: 'manager1',
    hiredDaysAgo: -1,
    mustChangePassword: true,
  },
];

export function emailOf(person: DemoPerson): string {
  return person.email ?? `${person.first}.${person.last}@acme.example`.toLowerCase();
}

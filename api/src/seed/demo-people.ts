import type { NewEmployee } from '../db/types';
import { addDays } from '../lib/time-zone';
import { DemoPerson, emailOf, OFFICE } from './demo-company';
import type { Random } from './prng';

const pad = (n: number) => String(n).padStart(2, '0');

function birthday(random: Random, today: string, index: number): string {
  const year = random.int(1972, 2000);
  // Every fifth person has a birthday in the next 30 days, so the dashboard has some to show.
  if (index % 5 === 1) return `${year}${addDays(today, 2 + ((index * 7) % 27)).slice(4)}`.replace(/-02-29$/, '-02-28');
  return `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

// Recent hires let reports show that nobody counts as absent before their hire date.
function hireDate(random: Random, today: string, person: DemoPerson): string {
  return addDays(today, -(person.hiredDaysAgo ?? random.int(300, 3200)));
}

export function employeeRow(
  person: DemoPerson,
  index: number,
  random: Random,
  today: string,
  passwordHash: string,
): NewEmployee {
  return {
    first_name: person.first,
    last_name: person.last,
    email: emailOf(person),
    role: person.role,
    report_to: null,
    date_of_birth: birthday(random, today, index),
    phone_number: `+44 20 7946 0${String(100 + index * 7).padStart(3, '0')}`,
    hire_date: hireDate(random, today, person),
    job_title: person.jobTitle,
    allowed_locations: JSON.stringify([OFFICE].map(({ name, latitude, longitude }) => ({ name, latitude, longitude }))),
    password_hash: passwordHash,
    must_change_password: person.mustChangePassword ?? false,
  };
}

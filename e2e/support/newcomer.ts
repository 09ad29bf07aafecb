import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiSession, type ApiSession } from './api-client';
import { DEMO, DEMO_PASSWORD } from './demo';
import { FACES, OFFICE_GEOLOCATION } from './fake-camera';
import { messagesTo } from './outbox';

export interface Newcomer {
  first: string;
  last: string;
  email: string;
  password: string;
}

export const OFFICE_NAME = 'Acme London HQ';

/**
 * Enrols a fresh employee of manager1 at the demo office through the api as the admin would, with `photo` as their
 * face, hired `today`; they then set their own password. Returns the admin's and the newcomer's sessions.
 */
export async function enrolNewcomer(
  server: { url: string; dataDir: string },
  newcomer: Newcomer,
  photo: string,
  today: string,
): Promise<{ admin: ApiSession; newcomer: ApiSession }> {
  const admin = await apiSession(server.url, DEMO.admin, DEMO_PASSWORD);
  const departments = await admin.json<{ department_id: number; department_name: string }[]>('departments');
  const people = await admin.json<{ employee_id: number; email: string }[]>('employees_list');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    first_name: newcomer.first,
    last_name: newcomer.last,
    email: newcomer.email,
    role: 'employee',
    hire_date: today,
    job_title: 'Site Engineer',
    manager_id: String(people.find((p) => p.email === DEMO.manager)!.employee_id),
    allowed_locations: `${OFFICE_GEOLOCATION.latitude},${OFFICE_GEOLOCATION.longitude},${OFFICE_NAME}`,
    'department_ids[]': String(departments.find((d) => d.department_name === 'Engineering')!.department_id),
    biometric_consent: 'true',
  })) {
    form.append(name, value);
  }
  form.append('image', new Blob([readFileSync(path.join(FACES, photo))], { type: 'image/png' }), photo);
  const enrolled = await admin.call('employees', { method: 'POST', body: form });
  if (enrolled.status !== 201) throw new Error(`enrolment answered ${enrolled.status}: ${await enrolled.text()}`);

  const [mail] = messagesTo(server.dataDir, newcomer.email);
  const temporary = /Temporary password: (\S+)/.exec(mail!.text)![1]!;
  const first = await apiSession(server.url, newcomer.email, temporary);
  const changed = await first.call('change_password', {
    method: 'POST',
    body: JSON.stringify({ old_password: temporary, new_password: newcomer.password }),
  });
  if (changed.status !== 200) throw new Error(`password change answered ${changed.status}`);
  return { admin, newcomer: await apiSession(server.url, newcomer.email, newcomer.password) };
}

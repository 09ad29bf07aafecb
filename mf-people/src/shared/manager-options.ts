import { MANAGERS_AND_ADMINS } from 'shared-auth';
import type { EmployeeSummary } from './types';

/** Assignable managers are employees whose role is manager or admin (docs/product-spec.md section 6). */
export function managerOptions(employees: readonly EmployeeSummary[], exceptId?: number) {
  return employees
    .filter((e) => MANAGERS_AND_ADMINS.includes(e.role) && e.employee_id !== exceptId)
    .map((e) => ({ value: e.employee_id, label: `${e.full_name} (${e.email})` }));
}

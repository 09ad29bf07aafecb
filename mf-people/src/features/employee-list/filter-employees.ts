import type { EmployeeSummary } from '../../shared/types';

/** Employees whose name, email or role contains the text, ignoring case. */
export function filterEmployees(employees: readonly EmployeeSummary[], text: string): EmployeeSummary[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...employees];
  return employees.filter((e) => [e.full_name, e.email, e.role].some((value) => value.toLowerCase().includes(wanted)));
}

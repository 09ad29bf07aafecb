import type { Tx } from '../../db/types';
import { addDays, daysInRange } from '../../lib/time-zone';
import type { Viewer } from '../../plugins/visibility';
import { plannedPeople } from './assignments-repository';
import { shiftError } from './messages';
import { lockPeople } from './placement-repository';

/** The longest range one bulk assignment, pattern application or roster covers. */
export const MAX_PLAN_DAYS = 62;

/** The days from start to end, refusing a reversed range or one longer than `maxDays`. */
export function datesOf(start: string, end: string, maxDays: number): string[] {
  if (end < start) throw shiftError(400, 'shifts.bad_range');
  const count = daysInRange(start, end);
  if (count > maxDays) throw shiftError(400, 'shifts.range_too_long', { days: maxDays });
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** Only an admin overrides leave and holidays. */
export function checkForce(viewer: Viewer, force: boolean | undefined): void {
  if (force && viewer.role !== 'admin') throw shiftError(403, 'shifts.force_admin_only');
}

/**
 * Locks the people and refuses those the planner may not plan for: an admin plans for anyone, a manager for their
 * direct reports. Locking first keeps every writer of someone's shifts in the same order (people, then shifts).
 */
export async function checkPlanner(tx: Tx, viewer: Viewer, employeeIds: number[]): Promise<void> {
  await lockPeople(tx, employeeIds);
  const people = await plannedPeople(tx, employeeIds);
  if (people.length < new Set(employeeIds).size) throw shiftError(404, 'shifts.employee_not_found');
  if (viewer.role === 'admin') return;
  const notOurs = people.find((person) => viewer.role !== 'manager' || person.report_to !== viewer.id);
  if (notOurs) throw shiftError(403, 'shifts.not_your_report', { employee: notOurs.name });
}

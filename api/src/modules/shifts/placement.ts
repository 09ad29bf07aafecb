import type { Tx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/time-zone';
import { holidayCalendarsOf, holidaysFor } from '../holidays';
import { settingValues } from '../settings';
import { LISTED_CONFLICTS, shiftError } from './messages';
import * as repo from './placement-repository';
import { shiftInstants, wallClock } from './shift-times';

export interface ShiftPlacement {
  employeeId: number;
  shiftDate: string;
  shiftTypeId: number;
}

export interface PlacementOptions {
  status: 'draft' | 'published';
  actorId: number;
  /** An admin's decision to place shifts on approved leave or holidays. */
  force?: boolean;
  /** Assignments the placements take the place of: deleted, and left out of the checks. */
  replacing?: number[];
}

/** The stored shifts of a person this far around a new one can break the rest rule (24 h at most, shifts < 48 h). */
const NEIGHBOUR_DAYS = 3;

interface Span {
  employeeId: number;
  shiftDate: string;
  startsAt: Date;
  endsAt: Date;
  isNew: boolean;
}

function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

type Person = Awaited<ReturnType<typeof repo.lockPeople>>[number];

/** A shift's day and times as a refusal names it: '2031-06-02 22:00-06:00'. */
function describe(span: Span, timeZone: string): string {
  return `${span.shiftDate} ${wallClock(span.startsAt, timeZone)}-${wallClock(span.endsAt, timeZone)}`;
}

/** Overlap and rest between each person's shifts, old and new together; only pairs with a new shift count. */
function sequenceConflicts(spans: Span[], names: Map<number, string>, restHours: number, timeZone: string) {
  const conflicts: AppError[] = [];
  const byPerson = groupBy(spans, (span) => span.employeeId);
  for (const [employeeId, own] of byPerson) {
    own.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || Number(a.isNew) - Number(b.isNew));
    const employee = names.get(employeeId)!;
    let previous: Span | undefined;
    for (const span of own) {
      if (previous && (span.isNew || previous.isNew)) {
        const other = span.isNew ? previous : span;
        const placed = span.isNew ? span : previous;
        const gapMs = span.startsAt.getTime() - previous.endsAt.getTime();
        if (span.shiftDate === previous.shiftDate || gapMs < 0) {
          conflicts.push(
            shiftError(409, 'shifts.overlap', {
              employee,
              date: placed.shiftDate,
              existing: describe(other, timeZone),
            }),
          );
        } else if (gapMs < restHours * 3_600_000) {
          conflicts.push(
            shiftError(409, 'shifts.rest_too_short', { employee, date: span.shiftDate, hours: restHours }),
          );
        }
      }
      if (!previous || span.endsAt > previous.endsAt) previous = span;
    }
  }
  return conflicts;
}

/** Approved leave and holidays of the people's calendars on the new shifts' days. */
async function daysOffConflicts(tx: Tx, spans: Span[], people: Map<number, Person>, first: string, last: string) {
  const conflicts: AppError[] = [];
  const ids = [...people.keys()];
  const leave = await repo.approvedLeave(tx, ids, first, last);
  const byCalendars = groupBy(people.values(), (person) => holidayCalendarsOf(person).join('\n'));
  const holidays = new Map<number, Map<string, string>>();
  for (const [calendars, members] of byCalendars) {
    const rows = await holidaysFor(tx, calendars ? calendars.split('\n') : [], first, last);
    const days = new Map(rows.map((row) => [row.holiday_date, row.name]));
    for (const member of members) holidays.set(member.employee_id, days);
  }
  for (const span of spans) {
    const employee = people.get(span.employeeId)!.name;
    const onLeave = leave.some(
      (l) => l.employee_id === span.employeeId && l.start_date <= span.shiftDate && l.end_date >= span.shiftDate,
    );
    if (onLeave) conflicts.push(shiftError(409, 'shifts.on_leave', { employee, date: span.shiftDate }));
    const holiday = holidays.get(span.employeeId)?.get(span.shiftDate);
    if (holiday) conflicts.push(shiftError(409, 'shifts.on_holiday', { employee, date: span.shiftDate, holiday }));
  }
  return conflicts;
}

/** One conflict as itself; several as one refusal listing them. */
function refusal(conflicts: AppError[]): AppError {
  if (conflicts.length === 1) return conflicts[0]!;
  const listed = conflicts.slice(0, LISTED_CONFLICTS).map((conflict) => conflict.message);
  const more = conflicts.length - listed.length;
  const list = listed.join(' ') + (more > 0 ? ` And ${more} more.` : '');
  return shiftError(409, 'shifts.conflicts', { count: conflicts.length, list });
}

/**
 * Checks every rule for the placements as a whole (against the stored shifts, ignoring those in `replacing`),
 * deletes the `replacing` assignments, writes the placements with `status`, returns their assignment ids in order.
 * Throws AppError with shifts.* codes. Runs inside the caller's transaction.
 */
export async function placeShifts(tx: Tx, placements: ShiftPlacement[], options: PlacementOptions): Promise<number[]> {
  const replacing = options.replacing ?? [];
  if (placements.length === 0) {
    await repo.deleteAssignments(tx, replacing);
    return [];
  }
  const people = new Map(
    (
      await repo.lockPeople(
        tx,
        placements.map((p) => p.employeeId),
      )
    ).map((p) => [p.employee_id, p]),
  );
  const types = new Map(
    (
      await repo.shiftTypesByIds(
        tx,
        placements.map((p) => p.shiftTypeId),
      )
    ).map((t) => [t.shift_type_id, t]),
  );
  for (const placement of placements) {
    const person = people.get(placement.employeeId);
    if (!person) throw shiftError(404, 'shifts.employee_not_found');
    if (person.status !== 'active') throw shiftError(409, 'shifts.employee_terminated', { employee: person.name });
    const type = types.get(placement.shiftTypeId);
    if (!type) throw shiftError(404, 'shifts.type_not_found');
    if (type.archived_at) throw shiftError(409, 'shifts.type_archived', { name: type.name });
  }

  const settings = await settingValues(tx);
  const timeZone = settings.TIME_ZONE;
  const restHours = Number(settings.MIN_REST_HOURS);
  const spans: Span[] = placements.map((p) => ({
    employeeId: p.employeeId,
    shiftDate: p.shiftDate,
    ...shiftInstants(p.shiftDate, types.get(p.shiftTypeId)!, timeZone),
    isNew: true,
  }));
  const dates = placements.map((p) => p.shiftDate).sort();
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const stored = await repo.storedShifts(
    tx,
    [...people.keys()],
    addDays(first, -NEIGHBOUR_DAYS),
    addDays(last, NEIGHBOUR_DAYS),
    replacing,
  );
  const storedSpans: Span[] = stored.map((row) => ({
    employeeId: row.employee_id,
    shiftDate: row.shift_date,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    isNew: false,
  }));
  const names = new Map([...people].map(([id, person]) => [id, person.name]));
  const conflicts = sequenceConflicts([...storedSpans, ...spans], names, restHours, timeZone);
  if (!options.force) conflicts.push(...(await daysOffConflicts(tx, spans, people, first, last)));
  if (conflicts.length > 0) throw refusal(conflicts);

  await repo.deleteAssignments(tx, replacing);
  const rows = placements.map((p, i) => {
    const type = types.get(p.shiftTypeId)!;
    return {
      employee_id: p.employeeId,
      shift_date: p.shiftDate,
      shift_type_id: p.shiftTypeId,
      starts_at: spans[i]!.startsAt,
      ends_at: spans[i]!.endsAt,
      break_minutes: type.break_minutes,
      grace_minutes: type.grace_minutes,
      status: options.status,
      created_by: options.actorId,
    };
  });
  const inserted = await insertOrOverlap(tx, rows, names);
  const ids = new Map(inserted.map((row) => [`${row.employee_id}|${row.shift_date}`, Number(row.assignment_id)]));
  return placements.map((p) => ids.get(`${p.employeeId}|${p.shiftDate}`)!);
}

/** The one-per-day index is the last guard: a shift it refuses is one another writer placed meanwhile. */
async function insertOrOverlap(tx: Tx, rows: repo.NewAssignment[], names: Map<number, string>) {
  try {
    return await repo.insertAssignments(tx, rows);
  } catch (err) {
    if (!isUniqueViolation(err, 'shift_assignments_one_per_day')) throw err;
    const [row] = rows;
    throw shiftError(409, 'shifts.overlap', {
      employee: names.get(row!.employee_id)!,
      date: row!.shift_date,
      existing: 'another shift saved at the same time',
    });
  }
}

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const SHIFT_MESSAGES = {
  typeDeleted: 'Shift type deleted.',
  assigned: (count: number) => `${count} shifts assigned as drafts.`,
  assignmentDeleted: 'Shift removed.',
  published: (shifts: number, people: number) => `Published ${shifts} shifts for ${people} people.`,
} as const;

/** Most conflicts a refusal lists; the rest are counted. */
export const LISTED_CONFLICTS = 10;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const SHIFT_ERRORS = {
  'shifts.type_not_found': 'Shift type not found.',
  'shifts.name_required': 'Please enter a name.',
  'shifts.same_times': 'A shift cannot start and end at the same time.',
  'shifts.type_name_taken': ({ name }: { name: string }) => `There is already a shift type named "${name}".`,
  'shifts.unknown_office': ({ office, known }: { office: string; known: string }) =>
    `"${office}" is not an allowed location of anyone; known locations: ${known || 'none yet'}.`,
  'shifts.type_in_use': ({ count }: { count: number }) =>
    `This shift type is used ${count} times (shifts, open shifts and patterns) and cannot be deleted; archive it instead.`,
  'shifts.type_archived': ({ name }: { name: string }) =>
    `The shift type "${name}" is archived and cannot be assigned.`,
  'shifts.employee_not_found': 'Employee not found.',
  'shifts.not_your_report': ({ employee }: { employee: string }) =>
    `You can plan shifts only for your direct reports; ${employee} is not one of them.`,
  'shifts.force_admin_only': 'Only an admin can force a shift onto leave or a holiday.',
  'shifts.employee_terminated': ({ employee }: { employee: string }) =>
    `${employee} has left the company and cannot be given shifts.`,
  'shifts.overlap': ({ employee, date, existing }: { employee: string; date: string; existing: string }) =>
    `${employee} already has a shift overlapping ${date} (${existing}); a person works at most one shift a day ` +
    'and shifts may not overlap.',
  'shifts.rest_too_short': ({ employee, date, hours }: { employee: string; date: string; hours: number }) =>
    `${employee}'s shift on ${date} leaves less than ${hours} hours of rest between two shifts.`,
  'shifts.on_leave': ({ employee, date }: { employee: string; date: string }) =>
    `${employee} is on approved leave on ${date}; only an admin can force a shift on it.`,
  'shifts.on_holiday': ({ employee, date, holiday }: { employee: string; date: string; holiday: string }) =>
    `${date} is a holiday in ${employee}'s calendar (${holiday}); only an admin can force a shift on it.`,
  'shifts.conflicts': ({ count, list }: { count: number; list: string }) =>
    `${count} of these shifts break the rules, nothing was saved: ${list}`,
  'shifts.assignment_not_found': 'Shift not found.',
  'shifts.bad_range': 'end must be on or after start.',
  'shifts.range_too_long': ({ days }: { days: number }) => `Choose at most ${days} days.`,
  'shifts.nothing_to_place': 'The date range holds no day to place a shift on (check the weekdays or the pattern).',
  'shifts.pattern_not_found': 'Shift pattern not found.',
  'shifts.pattern_length': ({ days }: { days: number }) =>
    `A pattern of that many weeks needs exactly ${days} days (a shift type id or null for a day off).`,
  'shifts.pattern_empty': 'A pattern needs at least one shift.',
  'shifts.not_monday': 'week_start must be a Monday.',
  'shifts.department_not_found': 'Department not found.',
  'shifts.not_your_department': 'You can publish only a department whose members include your direct reports.',
} as const satisfies ErrorTexts;

export const shiftError = errorFactory(SHIFT_ERRORS);

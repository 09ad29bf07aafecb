import type { Insertable } from 'kysely';
import type { AttendanceRecordsTable } from '../db/types';
import { addDays, parseClock, weekday, zonedTime } from '../lib/time-zone';
import { HOMES, OFFICE } from './demo-company';
import type { Random } from './prng';

export const DEMO_ATTENDANCE_DAYS = 42;

export interface WorkRules {
  timeZone: string;
  workStart: string;
  workEnd: string;
  graceMinutes: number;
  workDays: string[];
  autoClockOutMinutes: number;
}

export interface AttendancePerson {
  employeeId: number;
  hireDate: string;
  homeIndex: number;
}

type Row = Insertable<AttendanceRecordsTable>;

function arrival(random: Random, rules: WorkRules): { minutes: number; discrepancy: string } {
  const start = parseClock(rules.workStart);
  const roll = random.next();
  if (roll < 0.2) {
    const early = random.int(3, 30);
    return { minutes: start - early, discrepancy: `early by ${early} min` };
  }
  if (roll < 0.75) return { minutes: start + random.int(0, rules.graceMinutes), discrepancy: 'on time' };
  const late = random.int(rules.graceMinutes + 1, 55);
  return { minutes: start + late, discrepancy: `late by ${late} min` };
}

function place(random: Random, person: AttendancePerson, inOffice: boolean) {
  const base = inOffice ? OFFICE : HOMES[person.homeIndex % HOMES.length]!;
  const jitter = () => random.between(-0.0002, 0.0002);
  return { latitude: base.latitude + jitter(), longitude: base.longitude + jitter(), address: base.address };
}

function dayRecord(random: Random, person: AttendancePerson, date: string, rules: WorkRules, now: Date): Row | null {
  const { minutes, discrepancy } = arrival(random, rules);
  const checkIn = new Date(zonedTime(date, minutes, rules.timeZone).getTime() + random.int(0, 59) * 1000);
  if (checkIn > now) return null;
  const inOffice = random.chance(0.8);
  const where = place(random, person, inOffice);
  const end = parseClock(rules.workEnd);
  const autoClosed = random.chance(0.015);
  const outMinutes = autoClosed
    ? end + rules.autoClockOutMinutes
    : random.chance(0.05)
      ? end - random.int(30, 90)
      : end + random.int(-5, 75);
  const checkOut = new Date(zonedTime(date, outMinutes, rules.timeZone).getTime() + random.int(0, 59) * 1000);
  const closed = checkOut <= now;
  return {
    employee_id: person.employeeId,
    attendance_date: date,
    check_in_time: checkIn,
    check_out_time: closed ? checkOut : null,
    in_latitude: where.latitude,
    in_longitude: where.longitude,
    in_address: where.address,
    out_latitude: closed && !autoClosed ? where.latitude : null,
    out_longitude: closed && !autoClosed ? where.longitude : null,
    out_address: closed && !autoClosed ? where.address : null,
    clock_in_type: inOffice ? 'in office' : 'remote',
    discrepancy,
    // The face engine's spoof probability (1 - antispoof "real"): real faces on webcams score about 0.1 to 0.4.
    spoof_score: Math.round(random.between(0.08, 0.4) * 100) / 100,
    auto_closed: closed && autoClosed,
  };
}

/** Six weeks of work days up to `now`, skipping days before hire, approved leave and a few absences. */
export function attendanceRows(
  random: Random,
  people: AttendancePerson[],
  rules: WorkRules,
  today: string,
  now: Date,
  onLeave: Set<string>,
): Row[] {
  const rows: Row[] = [];
  for (let offset = DEMO_ATTENDANCE_DAYS - 1; offset >= 0; offset -= 1) {
    const date = addDays(today, -offset);
    if (!rules.workDays.includes(weekday(date))) continue;
    for (const person of people) {
      if (person.hireDate > date || onLeave.has(`${person.employeeId}:${date}`)) continue;
      if (random.chance(0.04)) continue;
      const row = dayRecord(random, person, date, rules, now);
      if (row) rows.push(row);
    }
  }
  return rows;
}

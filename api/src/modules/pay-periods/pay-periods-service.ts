import type { FastifyInstance } from 'fastify';
import type { PayPeriodFrequency } from '../../db/types';
import { LATEST_DATE } from '../../lib/calendar-date';
import type { Visibility } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { LISTED_CORRECTIONS, payPeriodError, payPeriodLockedError } from './messages';
import { addDays, consecutivePeriods } from './period-dates';
import * as repo from './pay-periods-repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export type PeriodStatus = 'open' | 'submitted' | 'approved' | 'locked';

/** Locked once an admin locked it; else how far the sign-offs of the people counted have come. */
export function periodStatus(period: {
  locked_at: Date | null;
  total: number;
  submitted: number;
  approved: number;
}): PeriodStatus {
  if (period.locked_at) return 'locked';
  if (period.total > 0 && period.approved === period.total) return 'approved';
  if (period.total > 0 && period.submitted === period.total) return 'submitted';
  return 'open';
}

export async function listPayPeriods(app: FastifyInstance, visibility: Visibility) {
  const periods = await repo.listPeriods(app.db, visibility);
  return periods.map((period) => ({ ...period, locked_at: iso(period.locked_at), status: periodStatus(period) }));
}

function checkStart(frequency: PayPeriodFrequency, start: string) {
  const day = Number(start.slice(8));
  if (frequency === 'semimonthly' && day !== 1 && day !== 16) throw payPeriodError(400, 'pay_period.semimonthly_start');
  if (frequency === 'monthly' && day !== 1) throw payPeriodError(400, 'pay_period.monthly_start');
}

/** Adds `count` consecutive periods; the first starts the day after the latest one ends (any day when none exist). */
export async function createPayPeriods(
  app: FastifyInstance,
  actorId: number,
  body: { frequency: PayPeriodFrequency; start_date: string; count?: number },
) {
  const { frequency, start_date: start } = body;
  checkStart(frequency, start);
  const periods = consecutivePeriods(frequency, start, body.count ?? 1);
  if (periods.at(-1)!.end_date > LATEST_DATE) throw payPeriodError(400, 'pay_period.too_late');
  return app.db.transaction().execute(async (tx) => {
    await repo.lockPeriodCreation(tx);
    const latest = await repo.latestPeriod(tx);
    if (latest) {
      const next = addDays(latest.end_date, 1);
      const params = { latest: latest.end_date, next, start };
      if (start < next) throw payPeriodError(409, 'pay_period.overlap', params);
      if (start > next) throw payPeriodError(400, 'pay_period.gap', params);
    }
    const created = await repo.insertPeriods(tx, frequency, periods);
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.payPeriodsCreated, details: { frequency, created } });
    return created;
  });
}

const correctionList = (corrections: { employee_name: string; attendance_date: string }[]) => {
  const named = corrections.slice(0, LISTED_CORRECTIONS).map((c) => `${c.employee_name} on ${c.attendance_date}`);
  const more = corrections.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
};

/** Locks the period; refused while correction requests of its days wait for a decision. */
export async function lockPayPeriod(app: FastifyInstance, actorId: number, periodId: number) {
  return app.db.transaction().execute(async (tx) => {
    const period = await repo.lockPeriodRow(tx, periodId);
    if (!period) throw payPeriodError(404, 'pay_period.not_found');
    if (period.locked_at) throw payPeriodLockedError(409, 'pay_period.locked', { name: period.name });
    const open = await repo.openCorrections(tx, period.start_date, period.end_date);
    if (open.length > 0) {
      throw payPeriodError(409, 'pay_period.open_corrections', {
        name: period.name,
        corrections: correctionList(open),
      });
    }
    await repo.setLock(tx, periodId, { at: new Date(), by: actorId });
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.payPeriodLocked,
      details: { pay_period_id: periodId, name: period.name },
    });
    return period.name;
  });
}

export async function unlockPayPeriod(app: FastifyInstance, actorId: number, periodId: number, reason: string) {
  const why = reason.trim();
  if (!why) throw payPeriodError(400, 'pay_period.reason_required');
  return app.db.transaction().execute(async (tx) => {
    const period = await repo.lockPeriodRow(tx, periodId);
    if (!period) throw payPeriodError(404, 'pay_period.not_found');
    if (!period.locked_at) throw payPeriodError(409, 'pay_period.not_locked', { name: period.name });
    await repo.setLock(tx, periodId, null);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.payPeriodUnlocked,
      details: { pay_period_id: periodId, name: period.name, reason: why },
    });
    return period.name;
  });
}

const signOffOf = (person: { submitted_at: Date | null; approved_at: Date | null }): Exclude<PeriodStatus, 'locked'> =>
  person.approved_at ? 'approved' : person.submitted_at ? 'submitted' : 'open';

/** The period with each person the viewer may see and how far their timesheet's sign-off has come. */
export async function payPeriodDetail(app: FastifyInstance, visibility: Visibility, periodId: number) {
  const period = await repo.findPeriod(app.db, periodId);
  if (!period) throw payPeriodError(404, 'pay_period.not_found');
  const people = (await repo.periodPeople(app.db, periodId, visibility)).map((person) => ({
    ...person,
    submitted_at: iso(person.submitted_at),
    approved_at: iso(person.approved_at),
    status: signOffOf(person),
  }));
  const counts = {
    total: people.length,
    submitted: people.filter((person) => person.submitted_at).length,
    approved: people.filter((person) => person.approved_at).length,
  };
  const status = periodStatus({ ...period, ...counts });
  return { ...period, locked_at: iso(period.locked_at), ...counts, status, people };
}

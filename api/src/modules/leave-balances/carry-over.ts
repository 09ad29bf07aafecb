import type { FastifyInstance } from 'fastify';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Tx } from '../../db/types';
import { scheduleJob } from '../../lib/scheduled-job';
import { AUDIT_ACTIONS } from '../audit';
import { listPolicies } from '../leave-policies';
import { carryOverFrom, creditsLeft } from './balance-rules';
import {
  asBooked,
  calendarsForEveryone,
  companyCalendar,
  employmentOf,
  splitLines,
  unitPolicy,
} from './balance-context';
import { balanceLines, bookedLeave, employedBetween, insertBalanceLine } from './leave-balances-repository';

// Arbitrary constant shared by every api instance: one year-end run at a time across the deployment.
const CARRY_OVER_LOCK_KEY = 72_410_015;
const DAY_MS = 86_400_000;

/**
 * Carries each counted balance's remainder at the end of `year` (up to the policy's cap) into the next year.
 * Idempotent: a carry-over already written is kept, so a second run changes nothing. Returns the lines written.
 */
export async function carryOverYear(app: FastifyInstance, year: number, actorId: number | null, now = new Date()) {
  const { timeZone, workDays } = await companyCalendar(app.db, now);
  return app.db.transaction().execute(async (tx: Tx) => {
    await advisoryXactLock(tx, CARRY_OVER_LOCK_KEY);
    const policies = (await listPolicies(tx)).filter((p) => p.annual_days !== null && p.carry_over_cap > 0);
    if (policies.length === 0) return 0;
    const people = await employedBetween(tx, timeZone, `${year}-12-31`, `${year}-12-31`);
    const ids = people.map((p) => p.employee_id);
    const [first, last] = [`${year}-01-01`, `${year}-12-31`];
    const [booked, lines] = await Promise.all([bookedLeave(tx, ids, first, last), balanceLines(tx, ids, year)]);
    const calendarOf = calendarsForEveryone(tx, workDays, first, last);
    let written = 0;
    for (const person of people) {
      const calendar = await calendarOf(person);
      for (const policy of policies) {
        const mine = <T extends { employee_id: number; leave_type_id: number }>(rows: T[]) =>
          rows.filter((r) => r.employee_id === person.employee_id && r.leave_type_id === policy.leave_type_id);
        const input = {
          policy: unitPolicy(policy),
          year,
          employment: employmentOf(person),
          calendar,
          booked: mine(booked).map(asBooked),
          ...splitLines(mine(lines), year),
        };
        const carried = carryOverFrom(input);
        const days = policy.unit === 'hour' ? Math.round(carried) : carried;
        if (days <= 0) continue;
        const line = { employee_id: person.employee_id, leave_type_id: policy.leave_type_id, year: year + 1, days };
        const expires_on = carriedExpiry(creditsLeft(input), year);
        const id = await insertBalanceLine(tx, {
          ...line,
          kind: 'carry_over',
          reason: null,
          created_by: actorId,
          expires_on,
        });
        if (id !== null) written += 1;
      }
    }
    if (written > 0) {
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.leaveCarriedOver,
        details: { year, lines: written },
      });
    }
    return written;
  });
}

/**
 * Credits (time in lieu) still unused at the year's end keep lapsing after it: the carried line lapses with the
 * latest of them. Null when none is left, so days carried from a yearly grant never lapse this way.
 */
function carriedExpiry(credits: { left: number; expires_on: string }[], year: number): string | null {
  const alive = credits.filter((c) => c.left > 0 && c.expires_on > `${year}-12-31`).map((c) => c.expires_on);
  return alive.length > 0 ? alive.sort().at(-1)! : null;
}

/**
 * A served api carries the year just ended into the new one: at start and once a day, so the first day of a
 * year is covered whichever instance is up.
 */
export function scheduleCarryOver(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'leave carry-over',
    intervalMs: DAY_MS,
    run: async () => {
      const { today } = await companyCalendar(app.db, new Date());
      const written = await carryOverYear(app, Number(today.slice(0, 4)) - 1, null);
      if (written > 0) app.log.info({ written }, 'leave carried over into the new year');
    },
  });
}

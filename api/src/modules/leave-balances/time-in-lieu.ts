import type { Executor } from '../../db/types';
import { addDays } from '../../lib/time-zone';
import { findPolicyByName } from '../leave-policies';
import { insertBalanceLine } from './leave-balances-repository';
import { leaveBalanceError } from './messages';

/** The leave type time in lieu is credited to (migration 044), counted in hours. */
export const TIME_IN_LIEU_TYPE = 'time_in_lieu';

export interface TimeInLieuCredit {
  employee_id: number;
  overtime_id: number;
  minutes: number;
  /** The day worked: the credit counts from it and lapses `expiryDays` later. */
  day: string;
  expiryDays: number;
  created_by: number;
  reason: string;
}

/** Credits approved overtime to the person's time-in-lieu balance: a ledger line in minutes that lapses. */
export async function creditTimeInLieu(db: Executor, credit: TimeInLieuCredit) {
  const policy = await findPolicyByName(db, TIME_IN_LIEU_TYPE);
  if (!policy?.active || policy.unit !== 'hour') throw leaveBalanceError(409, 'leave_balance.no_time_in_lieu');
  const expires_on = addDays(credit.day, credit.expiryDays);
  await insertBalanceLine(db, {
    employee_id: credit.employee_id,
    leave_type_id: policy.leave_type_id,
    year: Number(credit.day.slice(0, 4)),
    kind: 'time_in_lieu',
    days: credit.minutes,
    reason: credit.reason,
    created_by: credit.created_by,
    valid_from: credit.day,
    expires_on,
    overtime_id: credit.overtime_id,
  });
  return { leave_type: policy.leave_type, expires_on };
}

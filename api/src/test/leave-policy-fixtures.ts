import type { Updateable } from 'kysely';
import type { LeaveTypesTable } from '../db/types';
import type { Member } from './leave-fixtures';
import type { TestContext } from './test-app';

/** The demo seed's vacation policy (seed/demo-leave-policies.ts): 25 days, monthly, 5 carried until March. */
export const VACATION_POLICY = {
  annual_days: 25,
  accrual: 'monthly',
  carry_over_cap: 5,
  carry_over_expiry_month: 3,
  half_days_allowed: true,
} as const;

export const setPolicy = (t: TestContext, name: string, policy: Updateable<LeaveTypesTable>) =>
  t.db.updateTable('leave_types').set(policy).where('name', '=', name).execute();

export interface BalanceRow {
  leave_type: string;
  counted: boolean;
  entitled: number | null;
  carried_over: number;
  carry_over_expired: number;
  adjustments: number;
  accrued_to_date: number | null;
  taken: number;
  pending: number;
  remaining: number | null;
}

export function balanceApi(t: TestContext) {
  const balances = (who: Member, query = '') =>
    t.inject({ method: 'GET', url: `/api/leave_balances${query}`, headers: who.headers });
  /** One type's balance row (the caller's own, this year, unless the query says otherwise). */
  const balanceOf = async (who: Member, leaveType: string, query = '') => {
    const res = await balances(who, query);
    if (res.statusCode !== 200) throw new Error(`balances failed: ${res.statusCode} ${res.body}`);
    return res.json<BalanceRow[]>().find((row) => row.leave_type === leaveType)!;
  };
  const preview = (who: Member, query: Record<string, string | boolean>) =>
    t.inject({
      method: 'GET',
      url: '/api/leave_request_preview',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: who.headers,
    });
  const adjust = (who: Member, payload: object) =>
    t.inject({ method: 'POST', url: '/api/leave_balance_adjustments', headers: who.headers, payload });
  const ledger = (who: Member, query = '') =>
    t.inject({ method: 'GET', url: `/api/leave_ledger${query}`, headers: who.headers });
  return { balances, balanceOf, preview, adjust, ledger };
}

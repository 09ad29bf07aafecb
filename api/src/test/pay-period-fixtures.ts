import type { Member } from './correction-fixtures';
import type { TestContext } from './test-app';

/** The pay-period calls as one user makes them. */
export function payPeriodsApi(t: TestContext) {
  const post = (who: Member, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/pay_periods${url}`, headers: who.headers, payload });
  const get = (who: Member, url = '') =>
    t.inject({ method: 'GET', url: `/api/pay_periods${url}`, headers: who.headers });
  return {
    create: (who: Member, payload: object) => post(who, '', payload),
    list: (who: Member) => get(who),
    detail: (who: Member, id: number) => get(who, `/${id}`),
    submit: (who: Member, id: number, employeeId?: number) =>
      post(who, `/${id}/submit`, employeeId === undefined ? {} : { employee_id: employeeId }),
    approve: (who: Member, id: number, employeeId: number) => post(who, `/${id}/approve`, { employee_id: employeeId }),
    lock: (who: Member, id: number) => post(who, `/${id}/lock`),
    unlock: (who: Member, id: number, reason: string) => post(who, `/${id}/unlock`, { reason }),
  };
}

/** Row counts of the tables the module writes, to show a refusal changed nothing. */
export async function payPeriodCounts(t: TestContext) {
  const periods = await t.db
    .selectFrom('pay_periods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const sheets = await t.db
    .selectFrom('pay_period_timesheets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { periods: Number(periods?.n), timesheets: Number(sheets?.n) };
}

import { apiError } from '../../test/api-error';
import { outboxTo } from '../../test/leave-fixtures';
import {
  assignmentOn,
  auditEntries,
  exchangeApi,
  freshDay,
  placeShift,
  shiftTeams,
  type ShiftTeams,
} from '../../test/shift-exchange-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { SHIFT_EXCHANGE_MESSAGES as M } from './messages';

let t: TestContext;
let teams: ShiftTeams;
let api: ReturnType<typeof exchangeApi>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
  teams = await shiftTeams(t);
  api = exchangeApi(t);
});
afterAll(() => t.close());

/** Posts an Early shift (06:00-14:00) for ward A on a fresh day by the manager; its id and day. */
async function offered(typeId = teams.types.early, date = freshDay()) {
  const res = await api.offer(teams.manager, { department_id: teams.wardA, shift_date: date, shift_type_id: typeId });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ open_shift_id: number }>().open_shift_id, date };
}
const offerRow = (id: number) =>
  t.db.selectFrom('open_shifts').selectAll().where('open_shift_id', '=', id).executeTakeFirstOrThrow();

describe('posting', () => {
  it('lets a manager offer a shift to a department of their team, audited', async () => {
    const date = freshDay();
    const res = await api.offer(teams.manager, {
      department_id: teams.wardA,
      shift_date: date,
      shift_type_id: teams.types.late,
      note: ' Cover for Sam ',
    });
    expect(res.statusCode).toBe(201);
    const { open_shift_id: id, message } = res.json();
    expect(message).toBe(M.openShiftPosted);
    expect(await offerRow(id)).toMatchObject({ status: 'open', note: 'Cover for Sam', posted_by: teams.manager.id });
    expect((await auditEntries(t, AUDIT_ACTIONS.openShiftPosted)).at(-1)).toMatchObject({
      actor: teams.manager.id,
      open_shift_id: id,
      department_id: teams.wardA,
      shift_date: date,
    });
  });

  it('refuses another team, an employee, a shift type that does not exist and a shift in the past', async () => {
    const body = { department_id: teams.wardA, shift_date: freshDay(), shift_type_id: teams.types.early };
    const other = await api.offer(teams.otherManager, body);
    expect([other.statusCode, other.json()]).toEqual([403, apiError('shift_exchange.not_your_department')]);
    expect((await api.offer(teams.employee, body)).statusCode).toBe(403);
    const badType = await api.offer(teams.manager, { ...body, shift_type_id: 99_999 });
    expect(badType.json()).toEqual(apiError('shift_exchange.shift_type_not_found'));
    const past = await api.offer(teams.manager, { ...body, shift_date: '2020-01-06' });
    expect([past.statusCode, past.json()]).toEqual([400, apiError('shift_exchange.shift_in_past')]);
    const admin = await api.offer(teams.admin, { ...body, department_id: teams.wardB });
    expect(admin.statusCode).toBe(201);
  });
});

describe('listing', () => {
  it("shows employees the open offers of their departments, managers their departments', admins all", async () => {
    const { id } = await offered();
    const other = await api.offer(teams.otherManager, {
      department_id: teams.wardB,
      shift_date: freshDay(),
      shift_type_id: teams.types.night,
    });
    const otherId = other.json().open_shift_id;
    const ids = async (who: typeof teams.admin, query = '') =>
      (await api.offers(who, query)).json<Array<{ open_shift_id: number }>>().map((row) => row.open_shift_id);

    expect(await ids(teams.employee)).toContain(id);
    expect(await ids(teams.employee)).not.toContain(otherId);
    expect(await ids(teams.otherEmployee)).toContain(otherId);
    expect(await ids(teams.otherEmployee)).not.toContain(id);
    expect(await ids(teams.manager)).not.toContain(otherId);
    expect(await ids(teams.admin)).toEqual(expect.arrayContaining([id, otherId]));
    // Not claimed yet: the manager's status filter leaves it out.
    expect(await ids(teams.manager, '?status=claimed')).not.toContain(id);

    const night = (await api.offers(teams.otherEmployee)).json().find((row: { open_shift_id: number }) => row.open_shift_id === otherId);
    expect(night).toMatchObject({ shift_type_name: 'Night', start_time: '22:00', end_time: '06:00', times: '22:00-06:00' });
    expect(Date.parse(night.ends_at) - Date.parse(night.starts_at)).toBe(8 * 3_600_000);
  });

  it('hides claimed offers and past days from employees', async () => {
    const { id } = await offered();
    expect((await api.claim(teams.employee, id)).statusCode).toBe(200);
    const rows = (await api.offers(teams.teamMate)).json<Array<{ open_shift_id: number; shift_date: string }>>();
    expect(rows.map((row) => row.open_shift_id)).not.toContain(id);
    await t.db
      .insertInto('open_shifts')
      .values({ department_id: teams.wardA, shift_date: '2020-01-06', shift_type_id: teams.types.early })
      .execute();
    const afterPast = (await api.offers(teams.teamMate, '?start=2019-01-01')).json<Array<{ shift_date: string }>>();
    expect(afterPast.map((row) => row.shift_date)).not.toContain('2020-01-06');
    expect((await api.offers(teams.manager, '?start=2020-01-01&end=2020-01-31')).json()).toHaveLength(1);
  });
});

describe('claiming', () => {
  it('claims for a member of the department, keeps no assignment yet, tells the manager', async () => {
    const { id, date } = await offered();
    const res = await api.claim(teams.employee, id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.openShiftClaimed }]);
    expect(await offerRow(id)).toMatchObject({ status: 'claimed', claimed_by: teams.employee.id });
    // The rules were checked by placing the shift in a savepoint rolled back: nothing stays.
    expect(await assignmentOn(t, teams.employee, date)).toBeUndefined();
    const mail = outboxTo(t, teams.manager.email).at(-1)!;
    expect(mail.subject).toMatch(/^Test Employee \d+ claimed an open shift$/);
    expect(mail.text).toContain('Early on');
    expect(mail.text).toContain('06:00-14:00');
    expect(mail.text).toContain('https://hr.acme.example/roster');
    expect((await auditEntries(t, AUDIT_ACTIONS.openShiftClaimed)).at(-1)).toMatchObject({
      actor: teams.employee.id,
      open_shift_id: id,
    });
  });

  it('refuses someone outside the department, a second claim and an unknown offer', async () => {
    const { id } = await offered();
    const outsider = await api.claim(teams.otherEmployee, id);
    expect([outsider.statusCode, outsider.json()]).toEqual([403, apiError('shift_exchange.not_in_department')]);
    expect((await api.claim(teams.employee, id)).statusCode).toBe(200);
    const second = await api.claim(teams.teamMate, id);
    expect([second.statusCode, second.json()]).toEqual([
      409,
      apiError('shift_exchange.open_shift_status', { status: 'claimed', action: 'claimed' }),
    ]);
    expect((await api.claim(teams.employee, 9_999_999)).json()).toEqual(apiError('shift_exchange.open_shift_not_found'));
  });

  it('refuses a claim that leaves less than MIN_REST_HOURS after the claimer’s shift of the day before', async () => {
    const date = freshDay();
    const dayBefore = new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
    await placeShift(t, teams.teamMate, dayBefore, teams.types.late); // ends 22:00; Early starts 06:00: 8 h
    const { id } = await offered(teams.types.early, date);
    const res = await api.claim(teams.teamMate, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('shifts.rest_too_short');
    expect(await offerRow(id)).toMatchObject({ status: 'open', claimed_by: null });
  });

  it('lets exactly one of two people claiming at once win', async () => {
    const { id } = await offered();
    const answers = await t.racing(() => Promise.all([api.claim(teams.employee, id), api.claim(teams.teamMate, id)]));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toEqual(apiError('shift_exchange.open_shift_status', { status: 'claimed', action: 'claimed' }));
    const winner = answers[0]!.statusCode === 200 ? teams.employee : teams.teamMate;
    expect(await offerRow(id)).toMatchObject({ status: 'claimed', claimed_by: winner.id });
  });
});

describe('deciding', () => {
  it("approves: the claimer's published shift, the offer filled, audited, the claimer told", async () => {
    const { id, date } = await offered();
    await api.claim(teams.employee, id);
    const res = await api.decideClaim(teams.manager, id, 'approve');
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.openShiftApproved }]);
    const assignment = await assignmentOn(t, teams.employee, date);
    expect(assignment).toMatchObject({
      shift_type_id: teams.types.early,
      status: 'published',
      starts_at: new Date(`${date}T06:00:00Z`),
      ends_at: new Date(`${date}T14:00:00Z`),
    });
    expect(await offerRow(id)).toMatchObject({
      status: 'filled',
      decided_by: teams.manager.id,
      assignment_id: Number(assignment!.assignment_id),
    });
    expect((await auditEntries(t, AUDIT_ACTIONS.openShiftApproved)).at(-1)).toMatchObject({
      actor: teams.manager.id,
      open_shift_id: id,
      claimed_by: teams.employee.id,
      assignment_id: Number(assignment!.assignment_id),
    });
    expect(outboxTo(t, teams.employee.email).at(-1)!.subject).toBe('Your open shift claim was approved');
    const again = await api.decideClaim(teams.manager, id, 'approve');
    expect([again.statusCode, again.json()]).toEqual([
      409,
      apiError('shift_exchange.open_shift_status', { status: 'filled', action: 'approved' }),
    ]);
  });

  it('refuses the approval when the claimer got another shift that day meanwhile, keeping the claim', async () => {
    const { id, date } = await offered();
    await api.claim(teams.teamMate, id);
    await placeShift(t, teams.teamMate, date, teams.types.late);
    const res = await api.decideClaim(teams.manager, id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toMatch(/^shifts\./);
    expect(await offerRow(id)).toMatchObject({ status: 'claimed', claimed_by: teams.teamMate.id });
    expect(await assignmentOn(t, teams.teamMate, date)).toMatchObject({ shift_type_id: teams.types.late });
  });

  it('rejects: the offer is open again and the claimer told', async () => {
    const { id } = await offered();
    await api.claim(teams.employee, id);
    expect((await api.decideClaim(teams.manager, id, 'reject')).json()).toEqual({ message: M.openShiftRejected });
    expect(await offerRow(id)).toMatchObject({ status: 'open', claimed_by: null, decided_by: teams.manager.id });
    expect(outboxTo(t, teams.employee.email).at(-1)!.subject).toBe('Your open shift claim was rejected');
    expect((await auditEntries(t, AUDIT_ACTIONS.openShiftRejected)).at(-1)).toMatchObject({ open_shift_id: id });
    const unclaimed = await api.decideClaim(teams.manager, id, 'approve');
    expect(unclaimed.json()).toEqual(apiError('shift_exchange.open_shift_status', { status: 'open', action: 'approved' }));
  });

  it('lets only the claimer’s manager or an admin decide, never the claimer', async () => {
    const { id } = await offered();
    await api.claim(teams.manager, id);
    const own = await api.decideClaim(teams.manager, id, 'approve');
    expect([own.statusCode, own.json()]).toEqual([403, apiError('shift_exchange.own_claim')]);
    expect((await api.decideClaim(teams.otherManager, id, 'approve')).statusCode).toBe(404);
    expect((await api.decideClaim(teams.employee, id, 'approve')).statusCode).toBe(403);
    expect((await api.decideClaim(teams.admin, id, 'approve')).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('withdraws a claimed offer, tells the claimer, and refuses a second cancel', async () => {
    const { id } = await offered();
    await api.claim(teams.teamMate, id);
    expect((await api.cancelOffer(teams.otherManager, id)).statusCode).toBe(404);
    const res = await api.cancelOffer(teams.manager, id);
    expect(res.json()).toEqual({ message: M.openShiftCancelled });
    expect(await offerRow(id)).toMatchObject({ status: 'cancelled', claimed_by: null });
    expect(outboxTo(t, teams.teamMate.email).at(-1)!.subject).toBe('An open shift you claimed was cancelled');
    expect((await auditEntries(t, AUDIT_ACTIONS.openShiftCancelled)).at(-1)).toMatchObject({
      open_shift_id: id,
      claimed_by: teams.teamMate.id,
    });
    const again = await api.cancelOffer(teams.manager, id);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      apiError('shift_exchange.open_shift_status', { status: 'cancelled', action: 'cancelled' }),
    ]);
    expect((await api.claim(teams.employee, id)).statusCode).toBe(409);
  });
});

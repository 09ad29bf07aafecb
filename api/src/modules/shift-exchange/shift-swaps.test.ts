import { apiError } from '../../test/api-error';
import { outboxTo, type Member } from '../../test/leave-fixtures';
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
  t = await createTestApp();
  teams = await shiftTeams(t);
  api = exchangeApi(t);
});
afterAll(() => t.close());

const swapRow = (id: number) =>
  t.db.selectFrom('shift_swap_requests').selectAll().where('swap_id', '=', id).executeTakeFirstOrThrow();
const swapIdsOf = async (who: Member) =>
  (await api.swaps(who)).json<Array<{ swap_id: number }>>().map((row) => row.swap_id);

/** The employee's Early shift and the team mate's Late one, each on a fresh day; a swap of them asked for. */
async function askedSwap() {
  const day = freshDay();
  const mine = await placeShift(t, teams.employee, day, teams.types.early);
  const otherDay = freshDay();
  const theirs = await placeShift(t, teams.teamMate, otherDay, teams.types.late);
  const res = await api.askSwap(teams.employee, {
    assignment_id: mine,
    target_id: teams.teamMate.id,
    target_assignment_id: theirs,
    reason: 'Dentist',
  });
  expect(res.statusCode).toBe(201);
  const id = (await swapIdsOf(teams.employee))[0]!;
  return { id, mine, theirs, day, otherDay };
}

describe("colleagues' shifts", () => {
  it("shows a person the published shifts of their departments' other active people, none else", async () => {
    const day = freshDay();
    const mine = await placeShift(t, teams.employee, day, teams.types.early);
    const mate = await placeShift(t, teams.teamMate, day, teams.types.late);
    const managers = await placeShift(t, teams.manager, day, teams.types.night);
    const draftDay = freshDay();
    await placeShift(t, teams.teamMate, draftDay, teams.types.early, 'draft');
    const otherWard = await placeShift(t, teams.otherEmployee, day, teams.types.early);
    const shown = await t.inject({
      method: 'GET',
      url: `/api/shift_assignments/colleagues?start=${day}&end=${draftDay}`,
      headers: teams.employee.headers,
    });
    expect(shown.statusCode).toBe(200);
    const rows = shown.json<Array<{ assignment_id: number; employee_name: string; start_time: string }>>();
    const ids = rows.map((row) => row.assignment_id);
    expect(ids.sort()).toEqual([mate, managers].sort());
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(otherWard);
    expect(rows.find((row) => row.assignment_id === mate)).toMatchObject({ start_time: '14:00' });

    const tooLong = await t.inject({
      method: 'GET',
      url: `/api/shift_assignments/colleagues?start=2031-01-01&end=2031-06-01`,
      headers: teams.employee.headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('asking', () => {
  it('files a request the colleague is told of, keeping what each side gives', async () => {
    const { id, mine, theirs, day, otherDay } = await askedSwap();
    expect(await swapRow(id)).toMatchObject({
      status: 'pending peer',
      requester_assignment_id: mine,
      requester_shift_date: day,
      target_assignment_id: theirs,
      target_shift_date: otherDay,
      reason: 'Dentist',
    });
    const mail = outboxTo(t, teams.teamMate.email).at(-1)!;
    expect(mail.subject).toMatch(/^Test Employee \d+ asks to swap shifts$/);
    expect(mail.text).toContain('06:00-14:00');
    expect(mail.text).toContain('14:00-22:00');
    expect((await auditEntries(t, AUDIT_ACTIONS.shiftSwapRequested)).at(-1)).toMatchObject({
      actor: teams.employee.id,
      swap_id: id,
      assignment_id: mine,
    });
    const [row] = (await api.swaps(teams.teamMate)).json();
    expect(row).toMatchObject({ swap_id: id, requester_times: '06:00-14:00', target_times: '14:00-22:00' });
    const again = await api.askSwap(teams.employee, { assignment_id: mine, target_id: teams.teamMate.id });
    expect([again.statusCode, again.json()]).toEqual([409, apiError('shift_exchange.swap_pending_exists')]);
  });

  it("refuses someone else's shift, a draft, oneself, a non-colleague and a target shift that is not theirs", async () => {
    const day = freshDay();
    const mine = await placeShift(t, teams.employee, day, teams.types.early);
    const theirs = await placeShift(t, teams.teamMate, day, teams.types.late);
    const draft = await placeShift(t, teams.employee, freshDay(), teams.types.early, 'draft');
    const ask = (body: object) =>
      api.askSwap(teams.employee, { assignment_id: mine, target_id: teams.teamMate.id, ...body });

    const stolen = await ask({ assignment_id: theirs });
    expect([stolen.statusCode, stolen.json()]).toEqual([403, apiError('shift_exchange.not_your_shift')]);
    expect((await ask({ assignment_id: draft })).json()).toEqual(apiError('shift_exchange.shift_not_published'));
    expect((await ask({ target_id: teams.employee.id })).json()).toEqual(apiError('shift_exchange.target_is_you'));
    expect((await ask({ target_id: teams.otherEmployee.id })).json()).toEqual(
      apiError('shift_exchange.target_not_colleague'),
    );
    expect((await ask({ target_assignment_id: mine })).json()).toEqual(
      apiError('shift_exchange.target_shift_mismatch'),
    );
    const past = await placeShift(t, teams.employee, '2020-01-06', teams.types.early);
    expect((await ask({ assignment_id: past })).json()).toEqual(apiError('shift_exchange.shift_in_past'));
  });
});

describe('the colleague', () => {
  it('accepts once: the request waits for the manager, who is told; a second accept is refused', async () => {
    const { id } = await askedSwap();
    expect(await swapIdsOf(teams.manager)).not.toContain(id);
    expect(await swapIdsOf(teams.admin)).toContain(id);
    const byRequester = await api.step(teams.employee, id, 'accept');
    expect([byRequester.statusCode, byRequester.json()]).toEqual([403, apiError('shift_exchange.not_swap_target')]);
    expect((await api.step(teams.otherEmployee, id, 'accept')).statusCode).toBe(404);

    expect((await api.step(teams.teamMate, id, 'accept')).json()).toEqual({ message: M.swapAccepted });
    expect(await swapRow(id)).toMatchObject({ status: 'pending manager', peer_decided_at: expect.any(Date) });
    const twice = await api.step(teams.teamMate, id, 'accept');
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      apiError('shift_exchange.swap_status', {
        status: 'pending manager',
        expected: 'pending peer',
        action: 'accepted',
      }),
    ]);
    expect(outboxTo(t, teams.manager.email).at(-1)!.subject).toMatch(/^Shift swap between .* awaiting your approval$/);
    expect(outboxTo(t, teams.employee.email).at(-1)!.subject).toBe('Your swap request was accepted');
    expect(await swapIdsOf(teams.manager)).toContain(id);
    expect(await swapIdsOf(teams.admin)).toContain(id);
    expect(await swapIdsOf(teams.otherManager)).not.toContain(id);
    expect((await auditEntries(t, AUDIT_ACTIONS.shiftSwapAccepted)).at(-1)).toMatchObject({
      actor: teams.teamMate.id,
      swap_id: id,
      status: 'pending manager',
    });
  });

  it('declines: the request ends and the requester is told', async () => {
    const { id } = await askedSwap();
    expect((await api.step(teams.teamMate, id, 'decline')).json()).toEqual({ message: M.swapDeclined });
    expect((await swapRow(id)).status).toBe('declined');
    expect(outboxTo(t, teams.employee.email).at(-1)!.subject).toBe('Your swap request was declined');
    const late = await api.step(teams.teamMate, id, 'accept');
    expect(late.json()).toEqual(
      apiError('shift_exchange.swap_status', { status: 'declined', expected: 'pending peer', action: 'accepted' }),
    );
  });
});

describe('the requester', () => {
  it('cancels a pending request, the colleague is told; nobody else may', async () => {
    const { id } = await askedSwap();
    expect((await api.step(teams.teamMate, id, 'cancel')).json()).toEqual(
      apiError('shift_exchange.not_swap_requester'),
    );
    expect((await api.step(teams.employee, id, 'cancel')).json()).toEqual({ message: M.swapCancelled });
    expect((await swapRow(id)).status).toBe('cancelled');
    expect(outboxTo(t, teams.teamMate.email).at(-1)!.subject).toBe('A swap request was cancelled');
    expect((await api.step(teams.employee, id, 'cancel')).statusCode).toBe(409);
  });
});

describe('the manager', () => {
  it('approves: the two exchange their shifts as published ones, both told, the request keeps what was swapped', async () => {
    const { id, mine, theirs, day, otherDay } = await askedSwap();
    const early = await assignmentOn(t, teams.employee, day);
    const tooSoon = await api.decideSwap(teams.manager, id, 'approve');
    expect(tooSoon.json()).toEqual(
      apiError('shift_exchange.swap_status', {
        status: 'pending peer',
        expected: 'pending manager',
        action: 'approved',
      }),
    );
    await api.step(teams.teamMate, id, 'accept');
    expect((await api.decideSwap(teams.employee, id, 'approve')).statusCode).toBe(403);
    expect((await api.decideSwap(teams.otherManager, id, 'approve')).statusCode).toBe(404);

    const res = await api.decideSwap(teams.manager, id, 'approve', 'OK');
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.swapApproved }]);
    expect(await assignmentOn(t, teams.employee, day)).toBeUndefined();
    expect(await assignmentOn(t, teams.teamMate, day)).toMatchObject({
      shift_type_id: teams.types.early,
      status: 'published',
      starts_at: early!.starts_at,
    });
    expect(await assignmentOn(t, teams.employee, otherDay)).toMatchObject({
      shift_type_id: teams.types.late,
      status: 'published',
    });
    expect(await assignmentOn(t, teams.teamMate, otherDay)).toBeUndefined();
    expect(await swapRow(id)).toMatchObject({
      status: 'approved',
      decided_by: teams.manager.id,
      comment: 'OK',
      requester_assignment_id: null,
      requester_shift_date: day,
      target_assignment_id: null,
      target_shift_date: otherDay,
    });
    const audit = (await auditEntries(t, AUDIT_ACTIONS.shiftSwapApproved)).at(-1)!;
    expect(audit).toMatchObject({ actor: teams.manager.id, swap_id: id, comment: 'OK' });
    expect(audit.assignment_ids).toHaveLength(2);
    expect(audit.assignment_ids).not.toContain(mine);
    expect(audit.assignment_ids).not.toContain(theirs);
    for (const who of [teams.employee, teams.teamMate])
      expect(outboxTo(t, who.email).at(-1)!.subject).toBe('Your shift swap was approved');
  });

  it('refuses an approval whose result breaks the rest rule, keeping both shifts and the request', async () => {
    const day = freshDay();
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const mine = await placeShift(t, teams.employee, next, teams.types.early); // 06:00 the next day
    await placeShift(t, teams.teamMate, day, teams.types.late); // ends 22:00: 8 h before
    await api.askSwap(teams.employee, { assignment_id: mine, target_id: teams.teamMate.id });
    const id = (await swapIdsOf(teams.employee))[0]!;
    await api.step(teams.teamMate, id, 'accept');
    const res = await api.decideSwap(teams.admin, id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('shifts.rest_too_short');
    expect((await swapRow(id)).status).toBe('pending manager');
    expect(await assignmentOn(t, teams.employee, next)).toMatchObject({ assignment_id: mine });
  });

  it('gives a shift away when nothing is asked in return', async () => {
    const day = freshDay();
    const mine = await placeShift(t, teams.employee, day, teams.types.night);
    await api.askSwap(teams.employee, { assignment_id: mine, target_id: teams.teamMate.id });
    const id = (await swapIdsOf(teams.employee))[0]!;
    await api.step(teams.teamMate, id, 'accept');
    expect((await api.decideSwap(teams.admin, id, 'approve')).statusCode).toBe(200);
    expect(await assignmentOn(t, teams.employee, day)).toBeUndefined();
    expect(await assignmentOn(t, teams.teamMate, day)).toMatchObject({ shift_type_id: teams.types.night });
  });

  it('refuses a swap whose shift was removed since, and rejects with a comment', async () => {
    const first = await askedSwap();
    await api.step(teams.teamMate, first.id, 'accept');
    await t.db.deleteFrom('shift_assignments').where('assignment_id', '=', first.theirs).execute();
    const changed = await api.decideSwap(teams.manager, first.id, 'approve');
    expect([changed.statusCode, changed.json()]).toEqual([409, apiError('shift_exchange.shift_changed')]);

    const res = await api.decideSwap(teams.manager, first.id, 'reject', 'Not this week');
    expect(res.json()).toEqual({ message: M.swapRejected });
    expect(await swapRow(first.id)).toMatchObject({ status: 'rejected', comment: 'Not this week' });
    expect(outboxTo(t, teams.teamMate.email).at(-1)!.text).toContain('Comment: Not this week');
    expect((await auditEntries(t, AUDIT_ACTIONS.shiftSwapRejected)).at(-1)).toMatchObject({ swap_id: first.id });
  });
});

import { AUDIT_ACTIONS } from '../audit/actions';
import { createTeams, leaveApi, type Member } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { CALENDAR_FEED_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
  teams = await createTeams(t);
  const leave = leaveApi(t);
  for (const [who, dates] of [
    [teams.employee, { start_date: '2031-09-01', end_date: '2031-09-03' }],
    [teams.teamMate, { start_date: '2031-09-08', end_date: '2031-09-08' }],
  ] as const) {
    const id = await leave.file(who, dates);
    await leave.decide(teams.manager, id, 'approve');
    await leave.decide(teams.admin, id, 'approve');
  }
  await leave.file(teams.employee, { start_date: '2031-10-01', end_date: '2031-10-01' }); // pending: not in feeds
});
afterAll(() => t.close());

const create = (who: Member, scope: 'own' | 'team') =>
  t.inject({ method: 'POST', url: '/api/calendar_feeds', headers: who.headers, payload: { scope } });
const fetchFeed = (url: string) => t.inject({ method: 'GET', url: url.replace('https://hr.acme.example', '') });

describe('calendar feeds', () => {
  it('gives a private address whose feed has only dates, names and types of approved leave', async () => {
    const res = await create(teams.employee, 'own');
    expect(res.statusCode).toBe(201);
    const { url, message } = res.json();
    expect(message).toBe(M.created);
    expect(url).toMatch(/^https:\/\/hr\.acme\.example\/api\/calendar_feed\.ics\?token=[\w-]{43}$/);
    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20310901');
    expect(feed.body).toContain('DTEND;VALUE=DATE:20310904');
    expect(feed.body).toMatch(/SUMMARY:Test Employee \d+: Vacation/);
    expect(feed.body).not.toContain('20311001');
    // Their own only: not the leave of their team mate (the policy's `own` feed scope).
    expect(feed.body).not.toContain('20310908');
    expect(feed.body).not.toMatch(/DESCRIPTION|LOCATION|ORGANIZER/);
    // Only the token's hash is stored.
    const token = new URL(url).searchParams.get('token')!;
    const rows = await t.db.selectFrom('calendar_feeds').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("gives a manager their team's feed and refuses one to an employee", async () => {
    expect((await create(teams.employee, 'team')).json()).toEqual(apiError('calendar_feed.team_for_managers'));
    const feed = await fetchFeed((await create(teams.manager, 'team')).json().url);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20310901');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20310908');
    const other = await fetchFeed((await create(teams.otherManager, 'team')).json().url);
    expect(other.body).not.toContain('BEGIN:VEVENT');
  });

  it('stops answering once revoked, and only its owner may revoke it', async () => {
    const { url, feed_id } = (await create(teams.teamMate, 'own')).json();
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const list = await t.inject({ method: 'GET', url: '/api/calendar_feeds', headers: teams.teamMate.headers });
    expect(list.json()).toEqual([{ feed_id, scope: 'own', created_at: expect.any(String) }]);
    const revoke = (who: Member) =>
      t.inject({ method: 'DELETE', url: `/api/calendar_feeds/${feed_id}`, headers: who.headers });
    expect((await revoke(teams.employee)).statusCode).toBe(404);
    expect((await revoke(teams.teamMate)).json()).toEqual({ message: M.revoked });
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(apiError('calendar_feed.invalid_token'));
    expect((await revoke(teams.teamMate)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/calendar_feeds', headers: teams.teamMate.headers })).json(),
    ).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.calendarFeedRevoked)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toEqual({ feed_id });
  });

  it('answers 404 to an unknown token and 400 to a malformed one', async () => {
    expect((await fetchFeed(`/api/calendar_feed.ics?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar_feed.ics?token=short')).statusCode).toBe(400);
  });

  // Last: it changes the manager's role.
  it("serves a team feed what its owner may see when it is read: everyone's for an admin, their own once demoted", async () => {
    const everyone = await fetchFeed((await create(teams.admin, 'team')).json().url);
    expect(everyone.body).toContain('DTSTART;VALUE=DATE:20310901');
    expect(everyone.body).toContain('DTSTART;VALUE=DATE:20310908');
    const url = (await create(teams.manager, 'team')).json().url;
    expect((await fetchFeed(url)).body).toContain('DTSTART;VALUE=DATE:20310908');
    await t.db.updateTable('employees').set({ role: 'employee' }).where('employee_id', '=', teams.manager.id).execute();
    const demoted = await fetchFeed(url);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.body).not.toContain('BEGIN:VEVENT');
  });
});

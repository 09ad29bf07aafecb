import type { Member } from '../../test/leave-fixtures';
import { placeShift, shiftTeams, type ShiftTeams } from '../../test/shift-exchange-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { placeShifts } from '../shifts';

let t: TestContext;
let teams: ShiftTeams;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
  teams = await shiftTeams(t);
});
afterAll(() => t.close());

const feedOf = async (who: Member, scope: 'own' | 'team') => {
  const res = await t.inject({ method: 'POST', url: '/api/calendar_feeds', headers: who.headers, payload: { scope } });
  const url: string = res.json().url;
  return async () => (await t.inject({ method: 'GET', url: url.replace('https://hr.acme.example', '') })).body;
};

// January 2031: London keeps GMT, so the company's clock reads UTC.
describe('shifts in calendar feeds', () => {
  it('shows a published shift at its exact instants and leaves drafts out', async () => {
    await placeShift(t, teams.employee, '2031-01-06', teams.types.early);
    await placeShift(t, teams.employee, '2031-01-08', teams.types.late, 'draft');
    const body = await (await feedOf(teams.employee, 'own'))();
    expect(body).toContain('DTSTART:20310106T060000Z');
    expect(body).toContain('DTEND:20310106T140000Z');
    expect(body).toContain('SUMMARY:Shift Early 06:00-14:00');
    expect(body).not.toContain('20310108');
  });

  it('shows a night shift across midnight, and a change to a published shift at the next read', async () => {
    const id = await placeShift(t, teams.teamMate, '2031-01-13', teams.types.night);
    const read = await feedOf(teams.teamMate, 'own');
    const before = await read();
    expect(before).toContain('DTSTART:20310113T220000Z');
    expect(before).toContain('DTEND:20310114T060000Z');
    expect(before).toContain('SUMMARY:Shift Night 22:00-06:00');
    await t.db.transaction().execute((tx) =>
      placeShifts(
        tx,
        [{ employeeId: teams.teamMate.id, shiftDate: '2031-01-13', shiftTypeId: teams.types.late }],
        { status: 'published', actorId: teams.manager.id, replacing: [id] },
      ),
    );
    const after = await read();
    expect(after).toContain('SUMMARY:Shift Late 14:00-22:00');
    expect(after).not.toContain('Night');
  });

  it("shows a manager's team feed their reports' shifts with names, not another team's", async () => {
    await placeShift(t, teams.otherEmployee, '2031-01-20', teams.types.early);
    await placeShift(t, teams.employee, '2031-01-21', teams.types.early);
    const body = await (await feedOf(teams.manager, 'team'))();
    expect(body).toMatch(/SUMMARY:Test Employee \d+: Shift Early 06:00-14:00/);
    expect(body).toContain('DTSTART:20310121T060000Z');
    expect(body).not.toContain('20310120');
    expect(await (await feedOf(teams.employee, 'own'))()).not.toContain('20310113');
  });
});

import { correctionTeams } from '../../test/correction-fixtures';
import { enrolStandIn, fallbackApi, standInEngine } from '../../test/face-fallback-fixtures';
import ExcelJS from 'exceljs';
import { pdfText } from '../../test/pdf-text';
import { freezeDate, reportApi, type DashboardBody } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { FACE_REVIEW_LABELS, VERIFICATION_LABELS } from '../reports/messages';

// Wednesday 18 March 2026, London: 09:30, the day is judged.
const NOW = '2026-03-18T09:30:00Z';
const DAY = { start_date: '2026-03-18', end_date: '2026-03-18' };
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;

beforeAll(async () => {
  freezeDate(new Date(NOW));
  t = await createTestApp({ faceEngine: standInEngine, env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  teams = await correctionTeams(t);
  for (const who of Object.values(teams)) await enrolStandIn(t, who.id);
  const api = fallbackApi(t);
  // Amy's waits for review, Ben's was accepted, Dan's rejected.
  await api.submitted(teams.amy);
  await api.decide(teams.manager, await api.submitted(teams.ben), 'accept');
  await api.decide(teams.admin, await api.submitted(teams.dan), 'reject');
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

describe('reports and the dashboard with clock actions without face check', () => {
  it('count pending and accepted records as present, a voided one as absent, and say how many are unreviewed', async () => {
    const report = await reportApi(t).body(teams.admin.headers, DAY);
    // Seven staff, three clocked in: Dan's voided record is no presence.
    expect(report.summary_cards).toMatchObject({ totalPresent: 2, totalAbsent: 5 });
    expect(report.line_chart.present).toEqual([2]);
    expect(report.face_review).toEqual({ pending_review: 1, verified_by_manager: 1, voided: 1 });
  });

  it('say the same on the Excel Summary sheet', async () => {
    const res = await reportApi(t).download(teams.admin.headers, DAY);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Summary')!.getSheetValues().slice(2) as unknown[][];
    const summary = Object.fromEntries(rows.map((row) => row.slice(1, 3) as [string, unknown]));
    expect(summary).toMatchObject({
      [FACE_REVIEW_LABELS.pending_review]: 1,
      [FACE_REVIEW_LABELS.verified_by_manager]: 1,
      [FACE_REVIEW_LABELS.voided]: 1,
    });
    const detail = workbook.getWorksheet('Detail')!;
    const verification = detail.getColumn(11).values.slice(2);
    expect(verification.sort()).toEqual(
      [
        VERIFICATION_LABELS['pending review'],
        VERIFICATION_LABELS['verified by manager'],
        VERIFICATION_LABELS.voided,
      ].sort(),
    );
  });

  it("give a manager their team's counts only", async () => {
    const report = await reportApi(t).body(teams.otherManager.headers, DAY);
    expect(report.summary_cards).toMatchObject({ totalPresent: 0, totalAbsent: 2 });
    expect(report.face_review).toEqual({ pending_review: 0, verified_by_manager: 0, voided: 1 });
    const team = await reportApi(t).body(teams.manager.headers, DAY);
    expect(team.face_review).toEqual({ pending_review: 1, verified_by_manager: 1, voided: 0 });
  });

  it("leave a voided record out of the dashboard's present rows and cards", async () => {
    const body = (await reportApi(t).dashboard(teams.admin.headers)).json() as DashboardBody;
    expect(body.employees.map((row) => row.id).sort()).toEqual([teams.amy.id, teams.ben.id].sort());
  });

  it("leave a voided record out of the employee's timesheet", async () => {
    const sheet = async (who: typeof teams.dan) =>
      pdfText(
        (
          await t.inject({
            method: 'GET',
            url: '/api/timesheet',
            headers: who.headers,
            query: { start_date: DAY.start_date, end_date: DAY.end_date },
          })
        ).rawPayload,
      );
    expect(await sheet(teams.dan)).toContain('Days worked: 0');
    expect(await sheet(teams.ben)).toContain('Days worked: 1');
  });
});

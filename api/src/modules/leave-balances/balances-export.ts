import { PassThrough } from 'node:stream';
import { exceljs } from '../../lib/deferred-packages';
import type { FastifyInstance } from 'fastify';
import { listPolicies } from '../leave-policies';
import type { Language } from '../../lib/languages';
import { addRow, type Column, exportText, type ExportText, sheet, STYLE } from '../reports';
import { round2 } from './balance-rules';
import { calendarsForEveryone, clampToYear, companyCalendar, employmentOf, policyBalance } from './balance-context';
import { balanceLines, bookedLeave, employedBetween } from './leave-balances-repository';

export const balancesFileName = (year: number) => `Leave_Balances_${year}.xlsx`;

const FIGURES = [
  'balances.entitled',
  'balances.carried_over',
  'balances.carry_over_lapsed',
  'balances.adjustments',
  'balances.time_in_lieu',
  'balances.time_in_lieu_lapsed',
  'balances.accrued',
  'balances.taken',
  'balances.pending',
  'balances.remaining',
] as const;

const columnsIn = (text: ExportText): Column[] => [
  { header: text('col.employee'), width: 28, style: STYLE.plain },
  { header: text('balances.email'), width: 30, style: STYLE.plain },
  { header: text('balances.leave_type'), width: 16, style: STYLE.plain },
  { header: text('balances.unit'), width: 8, style: STYLE.plain },
  ...FIGURES.map((key) => ({ header: text(key), width: 14, style: STYLE.hours })),
];

/** Everyone's balance of every counted leave type for the year (read today), one row per person and type. */
export async function balancesWorkbook(app: FastifyInstance, year: number, language: Language, now = new Date()) {
  const text = exportText(language);
  const columns = columnsIn(text);
  const { today, timeZone, workDays } = await companyCalendar(app.db, now);
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const people = await employedBetween(app.db, timeZone, first, last);
  const ids = people.map((p) => p.employee_id);
  const [policies, booked, lines] = await Promise.all([
    listPolicies(app.db, true),
    bookedLeave(app.db, ids, first, last),
    balanceLines(app.db, ids, year),
  ]);
  const counted = policies.filter((p) => p.annual_days !== null);
  const calendarOf = calendarsForEveryone(app.db, workDays, first, last);
  const asOf = clampToYear(today, year);
  const out = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await exceljs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const worksheet = sheet(workbook, text('balances.sheet', { year: String(year) }), columns);
    for (const person of people) {
      const calendar = await calendarOf(person);
      const mine = <T extends { employee_id: number }>(rows: T[]) =>
        rows.filter((r) => r.employee_id === person.employee_id);
      for (const policy of counted) {
        const b = policyBalance(policy, year, asOf, employmentOf(person), calendar, mine(booked), mine(lines));
        // A type in hours keeps minutes: the sheet shows decimal hours.
        const shown = (value: number) => (policy.unit === 'hour' ? round2(value / 60) : value);
        addRow(worksheet, columns, [
          person.full_name,
          person.email,
          policy.display_name,
          text(policy.unit === 'hour' ? 'balances.unit_hours' : 'balances.unit_days'),
          ...[
            b.entitled,
            b.carried_over,
            b.carry_over_expired,
            b.adjustments,
            b.credited,
            b.credit_expired,
            b.accrued_to_date,
            b.taken,
            b.pending,
            b.remaining,
          ].map(shown),
        ]);
      }
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    app.log.error({ err }, 'balances export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

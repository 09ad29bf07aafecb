import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');
const CARDS = ['Departments', 'Present', 'Absent', 'On Leave', 'Arrival Early'] as const;
type Cards = Record<(typeof CARDS)[number], number>;

async function openReports(email: string): Promise<Page> {
  // Signed in through the api: sign-in.test.ts walks the form.
  const page = await signedInPage(env.browser, env.server.url, email);
  await page.goto('/reports-dashboard');
  await barLabels(page);
  return page;
}

async function cards(page: Page): Promise<Cards> {
  const values = {} as Cards;
  for (const title of CARDS) {
    const card = page.locator('.ant-statistic', {
      has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }),
    });
    values[title] = Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''));
  }
  return values;
}

/** The bar chart's category labels, as apexcharts drew them (a shortened label keeps the full text in its title). */
async function barLabels(page: Page): Promise<string[]> {
  const labels = page
    .locator('.ant-card', { hasText: 'Department/Employee Distribution' })
    .locator('.apexcharts-xaxis-label');
  await labels.first().waitFor();
  return labels.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('title')?.textContent ?? node.textContent ?? ''),
  );
}

test('the reports screen filters by department and the charts change', async () => {
  const page = await openReports(DEMO.admin);
  await page
    .locator('.ant-card', { hasText: 'Present vs. Absent Over Time' })
    .locator('.apexcharts-line-series')
    .waitFor();
  expect(await barLabels(page)).toEqual(['Engineering', 'Human Resources', 'Operations', 'Sales']);
  const everyone = await cards(page);
  expect(everyone.Departments).toBe(4);
  await page.screenshot({ path: path.join(SHOTS, 'reports-admin.png'), fullPage: true });

  await page.getByLabel('Department').click();
  await page.locator('.ant-select-item-option[title="Engineering"]').click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page
    .locator('.apexcharts-xaxis-label', { hasText: /^Emma Wilson$|^Emma Wil/ })
    .first()
    .waitFor();
  expect(await barLabels(page)).toContain('Emma Wilson');
  const engineering = await cards(page);
  expect(engineering.Departments).toBe(1);
  expect(engineering.Present).toBeLessThan(everyone.Present);
  await page.screenshot({ path: path.join(SHOTS, 'reports-engineering.png'), fullPage: true });
  await page.context().close();
});

test('Download Report saves a workbook whose Summary matches the cards', async () => {
  const page = await openReports(DEMO.manager);
  const shown = await cards(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Report' }).click(),
  ]);
  await page.getByText('Report downloaded successfully').waitFor();
  expect(download.suggestedFilename()).toBe('Attendance_Report_all_to_all.xlsx');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), download.suggestedFilename());
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const summary: Record<string, unknown> = {};
  workbook.getWorksheet('Summary')!.eachRow((row, number) => {
    if (number > 1) summary[String(row.getCell(1).value)] = row.getCell(2).value;
  });
  expect(Object.fromEntries(CARDS.map((title) => [title, summary[title]]))).toEqual(shown);
  expect(workbook.getWorksheet('Detail')!.rowCount).toBeGreaterThan(1);
  await page.context().close();
});

test('apexcharts (~300 KB gzip) loads only when a chart is drawn', async () => {
  const page = await signedInPage(env.browser, env.server.url, DEMO.admin);
  const charting: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes('apexcharts.com'))
      charting.push(response.url());
  });
  await page.goto('/');
  await page.getByRole('region', { name: "Today's Stats" }).waitFor();
  expect(charting).toEqual([]);
  await page.getByRole('navigation').getByText('Reports Dashboard', { exact: true }).click();
  await barLabels(page);
  expect(charting).toHaveLength(1);
  await page.context().close();
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';
import { bodyOf, CHART_LIBRARY_MARK } from '../support/transfer';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
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
  const card = page.locator('.ant-card', { hasText: 'Department/Employee Distribution' });
  // A chart is drawn once its place enters the screen.
  await card.scrollIntoViewIfNeeded();
  const labels = card.locator('.apexcharts-xaxis-label');
  await labels.first().waitFor();
  return labels.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('title')?.textContent ?? node.textContent ?? ''),
  );
}

test('the reports screen filters by department and the charts change', async () => {
  const page = await openReports(DEMO.admin);
  const lineChart = page.locator('.ant-card', { hasText: 'Present vs. Absent Over Time' });
  await lineChart.scrollIntoViewIfNeeded();
  await lineChart.locator('.apexcharts-line-series').waitFor();
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

test('apexcharts (~300 KB gzip) runs only when a chart is drawn', async () => {
  const page = await signedInPage(env.browser, env.server.url, DEMO.admin);
  const charting: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await bodyOf(response)).includes('apexcharts.com'))
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

/** How the page requested `url` (a prefetch `link`, a `script`) and the bytes each request transferred (0: a cache). */
const requestsOf = (page: Page, url: string) =>
  page.evaluate((name) => {
    const entries = performance.getEntriesByName(name) as PerformanceResourceTiming[];
    return entries.map((entry) => ({ by: entry.initiatorType, fromNetwork: entry.transferSize > 0 }));
  }, url);

test("a chart just below a phone's first screen costs it nothing: apexcharts is fetched ahead, run and drawn once scrolled to, where its place was", async () => {
  const page = await signedInPage(env.browser, env.server.url, DEMO.manager, PHONE);
  const fetchedAhead = page.waitForResponse(async (response) => (await bodyOf(response)).includes(CHART_LIBRARY_MARK));
  await page.goto('/reports-dashboard');
  const lineChart = page.locator('.ant-card', { hasText: 'Present vs. Absent Over Time' });
  const place = lineChart.locator('[aria-busy="true"]');
  // The screen ends 30 px above the chart's place, as Lighthouse's phone screen ended 66 px above the manager's.
  const placeTop = (await place.boundingBox())!.y;
  await page.setViewportSize({ width: PHONE.viewport.width, height: Math.floor(placeTop) - 30 });
  const library = (await fetchedAhead).url();
  await page.waitForLoadState('networkidle');
  expect(await place.count()).toBe(1);
  expect(await page.locator('.apexcharts-canvas').count()).toBe(0);
  expect(await requestsOf(page, library)).toEqual([{ by: 'link', fromNetwork: true }]);
  const cardHeight = (await lineChart.boundingBox())!.height;

  await lineChart.scrollIntoViewIfNeeded();
  await lineChart.locator('.apexcharts-canvas').waitFor();
  // Nothing below it moved, and the library ran from what was fetched ahead.
  expect((await lineChart.boundingBox())!.height).toBe(cardHeight);
  expect(await requestsOf(page, library)).toEqual([
    { by: 'link', fromNetwork: true },
    { by: 'script', fromNetwork: false },
  ]);
  await page.context().close();
});

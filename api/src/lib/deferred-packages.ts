/**
 * Packages that few requests use (workbooks, PDFs, holiday calendars), imported on first use rather than with the
 * app: each test file builds the app again, and one that never exports a workbook should not pay for exceljs.
 * The production start still imports them all before it listens (`loadDeferredPackages`), so a missing package
 * stops the start as before and no request waits for an import.
 */
const everyPackage = new Set<() => Promise<unknown>>();

function deferred<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () => (loading ??= load());
  everyPackage.add(get);
  return get;
}

// CPU to import each, measured under jest: exceljs 0.26 s, pdfkit 0.15 s, date-holidays 0.11 s, node-ical 0.11 s.
export const exceljs = deferred(() => import('exceljs'));
export const pdfkit = deferred(() => import('pdfkit'));
export const dateHolidays = deferred(() => import('date-holidays'));
export const nodeIcal = deferred(() => import('node-ical'));

export async function loadDeferredPackages(): Promise<void> {
  await Promise.all([...everyPackage].map((get) => get()));
}

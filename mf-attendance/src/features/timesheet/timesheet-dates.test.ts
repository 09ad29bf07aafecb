import { setCompanyTimeZone } from 'shared-auth';
import { monthToDate } from './timesheet-dates';

describe('monthToDate', () => {
  afterEach(() => setCompanyTimeZone(null));

  it("runs to the company's today, not the browser's", () => {
    jest.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z') });
    setCompanyTimeZone('Asia/Tokyo');
    expect(monthToDate()).toEqual({ start_date: '2026-12-01', end_date: '2026-12-01' });
    setCompanyTimeZone('America/Los_Angeles');
    expect(monthToDate()).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    jest.useRealTimers();
  });
});

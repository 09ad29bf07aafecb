import {
  barAxisResponsive,
  barAxisLabels,
  dateAxisResponsive,
  dateTickAmount,
  emptyChartText,
  shortLabel,
} from './charts';
import { REPORTS_MESSAGES as TEXT } from './messages';

describe('emptyChartText', () => {
  it("keeps the spec's text without series, says 'No data for this period' for zeros only", () => {
    expect(emptyChartText(0, [[], []], TEXT.noBarData)).toBe(TEXT.noBarData);
    expect(
      emptyChartText(
        2,
        [
          [0, 0],
          [0, 0],
        ],
        TEXT.noBarData,
      ),
    ).toBe(TEXT.noDataForPeriod);
    expect(
      emptyChartText(
        2,
        [
          [0, 1],
          [0, 0],
        ],
        TEXT.noBarData,
      ),
    ).toBeNull();
  });
});

describe('barAxisLabels', () => {
  const DEPARTMENTS = ['Engineering', 'Human Resources', 'Operations', 'Sales'];

  it('keeps up to 6 labels level and whole, turns and shortens more', () => {
    expect(barAxisLabels(['A', 'B', 'C', 'D', 'E', 'F'])).toMatchObject({ rotate: 0, formatter: undefined });
    const crowded = barAxisLabels(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(crowded).toMatchObject({ rotate: -45, rotateAlways: true });
    expect(crowded.formatter?.('Research & Development')).toBe('Research & De…');
    expect(shortLabel('Sales')).toBe('Sales');
  });

  it("turns four departments' names on a 390 px phone, where 'Human Resources' does not fit its slot level", () => {
    expect(barAxisLabels(DEPARTMENTS, 1200)).toMatchObject({ rotate: 0 });
    const phone = barAxisResponsive(DEPARTMENTS).find(({ breakpoint }) => breakpoint > 390)!;
    expect(phone.options.xaxis.labels).toMatchObject({ rotate: -45, rotateAlways: true });
  });
});

describe('date labels of the line chart', () => {
  it('fit a 390 px phone: no more labels than 56 px each leave room for', () => {
    const phone = dateAxisResponsive(31).find(({ breakpoint }) => breakpoint > 390)!;
    const labels = phone.options.xaxis.tickAmount;
    expect(labels * 56).toBeLessThanOrEqual(390 - 96);
    expect(labels).toBeGreaterThanOrEqual(3);
  });

  it('show every date of a short period, at most 10 on a wide chart', () => {
    expect(dateTickAmount(3, 390)).toBe(3);
    expect(dateTickAmount(31, 1400)).toBe(10);
  });
});

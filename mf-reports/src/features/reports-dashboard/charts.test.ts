import { barAxisLabels, emptyChartText, shortLabel } from './charts';
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
  it('keeps up to 6 labels level and whole, turns and shortens more', () => {
    expect(barAxisLabels(6)).toMatchObject({ rotate: 0, formatter: undefined });
    const crowded = barAxisLabels(7);
    expect(crowded).toMatchObject({ rotate: -45, rotateAlways: true });
    expect(crowded.formatter?.('Research & Development')).toBe('Research & De…');
    expect(shortLabel('Sales')).toBe('Sales');
  });
});

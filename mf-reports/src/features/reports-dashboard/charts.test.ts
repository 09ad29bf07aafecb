import { SUMMARY_CARD_TITLES } from 'api-contract';
import english from '../../locales/en.json';
import { barAxisResponsive, barAxisLabels, emptyChartText, shortLabel } from './charts';

const EMPTY = { noSeries: english.charts.noBarData, onlyZeros: english.charts.noDataForPeriod };

describe('emptyChartText', () => {
  it("keeps the spec's text without series, says 'No data for this period' for zeros only", () => {
    expect(emptyChartText(0, [[], []], EMPTY)).toBe('No bar chart data available.');
    expect(
      emptyChartText(
        2,
        [
          [0, 0],
          [0, 0],
        ],
        EMPTY,
      ),
    ).toBe('No data for this period');
    expect(
      emptyChartText(
        2,
        [
          [0, 1],
          [0, 0],
        ],
        EMPTY,
      ),
    ).toBeNull();
  });
});

it("titles the summary cards in English as the api's Excel Summary sheet does", () => {
  expect(english.cards).toEqual(SUMMARY_CARD_TITLES);
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

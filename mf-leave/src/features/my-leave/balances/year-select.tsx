import { Form, Select } from 'antd';

/** The years a person looks back on or ahead to: two before the company's current year and the next one. */
export function yearsAround(year: number): number[] {
  return [year - 2, year - 1, year, year + 1];
}

export function YearSelect({
  year,
  thisYear,
  onChange,
}: {
  year: number;
  thisYear: number;
  onChange: (year: number) => void;
}) {
  return (
    <Form.Item label="Year" htmlFor="leave-balance-year" layout="vertical" style={{ margin: 0 }}>
      <Select
        id="leave-balance-year"
        value={year}
        onChange={onChange}
        options={yearsAround(thisYear).map((value) => ({ value, label: String(value) }))}
        style={{ width: 120 }}
      />
    </Form.Item>
  );
}

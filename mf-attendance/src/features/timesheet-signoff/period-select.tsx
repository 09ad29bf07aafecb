import { Form, Select } from 'antd';
import { companyToday, type GetPayPeriodsApiResponse } from 'shared-auth';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { defaultPeriod } from './period-choice';

type Period = GetPayPeriodsApiResponse[number];

/** The pay periods to choose from, newest first. */
export function PeriodSelect({
  id,
  periods,
  value,
  onChange,
}: {
  id: string;
  periods: readonly Period[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const t = useAttendanceTexts();
  return (
    <Form.Item label={t('signoff.period')} htmlFor={id} layout="vertical" style={{ margin: 0, minWidth: 240 }}>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={periods.map((p) => ({ value: p.pay_period_id, label: p.name }))}
      />
    </Form.Item>
  );
}

/** The period picked, or the default one. */
export function chosenPeriod(periods: readonly Period[] | undefined, picked: number | undefined) {
  if (!periods) return undefined;
  return periods.find((p) => p.pay_period_id === picked) ?? defaultPeriod(periods, companyToday());
}

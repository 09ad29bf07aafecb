import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { intlLocale, useLanguage } from 'shared-auth';
import { useLeaveTexts } from '../../shared/leave-texts';

/** `YYYY-MM` moved by `months` (negative: back). */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** How many months `to` lies after `from` (both `YYYY-MM`). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** `March 2027`, whatever the browser's zone (the month is a calendar month, not an instant). */
export function monthTitle(month: string, locale = 'en-US'): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The date type antd's Calendar works in (its own dayjs: the remote does not bundle a second one). */
interface CalendarValue {
  format: (template: string) => string;
  add: (value: number, unit: 'month') => CalendarValue;
}

/**
 * The month shown and its arrows. `month` leads; the Calendar's own value follows it, since only antd's dayjs
 * can make a value it accepts (a second copy lacks antd's plugins).
 */
export function MonthHeader<Value extends CalendarValue>({
  value,
  onChange,
  month,
  onMonth,
}: {
  value: Value;
  onChange: (value: Value) => void;
  month: string;
  onMonth: (month: string) => void;
}) {
  const t = useLeaveTexts();
  const locale = intlLocale(useLanguage());
  const shown = value.format('YYYY-MM');
  useEffect(() => {
    if (shown !== month) onChange(value.add(monthsBetween(shown, month), 'month') as Value);
  }, [shown, month, value, onChange]);

  return (
    <Flex align="center" justify="space-between" gap={8} style={{ padding: '8px 0' }}>
      <Button
        icon={<LeftOutlined />}
        aria-label={t('calendar.previousMonth')}
        onClick={() => onMonth(shiftMonth(month, -1))}
      />
      <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
        {monthTitle(month, locale)}
      </Typography.Title>
      <Button
        icon={<RightOutlined />}
        aria-label={t('calendar.nextMonth')}
        onClick={() => onMonth(shiftMonth(month, 1))}
      />
    </Flex>
  );
}

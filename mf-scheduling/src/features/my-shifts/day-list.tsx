import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { longDay } from '../../shared/dates';
import { useDateLocale } from '../../shared/scheduling-texts';

/** Items grouped under their day's heading, days in order: how a phone reads a schedule. */
export function DayList<T>({
  items,
  dateOf,
  keyOf,
  render,
}: {
  items: T[];
  dateOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  const locale = useDateLocale();
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => dateOf(a).localeCompare(dateOf(b)))) {
    days.set(dateOf(item), [...(days.get(dateOf(item)) ?? []), item]);
  }
  return (
    <Flex vertical gap={12}>
      {[...days].map(([date, dayItems]) => (
        <section key={date} aria-label={longDay(date, locale)}>
          <Typography.Title level={3} style={{ margin: '0 0 4px' }}>
            {longDay(date, locale)}
          </Typography.Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {dayItems.map((item) => (
              <li key={keyOf(item)}>{render(item)}</li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}

import { List, Typography } from 'antd';
import { formatLongDate } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';
import { leaveLine } from './entry-labels';
import type { TeamCalendar } from './api';
import { useLeaveTexts } from '../../shared/leave-texts';

interface AgendaItem {
  key: string;
  date: string;
  text: string;
  tag: { tone: string; text: string };
}

/** The month as a list, earliest first: what a phone shows under its small calendar, and a reader's text view. */
export function MonthAgenda({ calendar }: { calendar: TeamCalendar }) {
  const t = useLeaveTexts();
  const items: AgendaItem[] = [
    ...calendar.holidays.map((holiday) => ({
      key: `holiday-${holiday.date}-${holiday.name}`,
      date: holiday.date,
      text: `${holiday.name}: ${formatLongDate(holiday.date)}`,
      tag: { tone: 'blue', text: t('calendar.holiday') },
    })),
    ...calendar.leave.map((leave) => ({
      key: `leave-${leave.request_id}`,
      date: leave.start_date,
      text: leaveLine(t, leave),
      tag:
        leave.status === 'pending'
          ? { tone: 'orange', text: t('calendar.pending') }
          : { tone: 'green', text: t('calendar.approved') },
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <section aria-labelledby="team-calendar-agenda">
      <Typography.Title id="team-calendar-agenda" level={3} style={{ fontSize: 16 }}>
        {t('calendar.agendaTitle')}
      </Typography.Title>
      <List<AgendaItem>
        size="small"
        dataSource={items}
        // antd's grey for an empty list is below WCAG AA contrast: the text colour instead.
        locale={{ emptyText: <Typography.Text>{t('calendar.nobodyOff')}</Typography.Text> }}
        renderItem={(item) => (
          <List.Item>
            <span style={{ overflowWrap: 'anywhere' }}>
              {/* antd 6's Tag has no margin of its own: without one it touches the line's text. */}
              <ContrastTag tone={item.tag.tone} style={{ marginInlineEnd: 8 }}>
                {item.tag.text}
              </ContrastTag>
              {item.text}
            </span>
          </List.Item>
        )}
      />
    </section>
  );
}

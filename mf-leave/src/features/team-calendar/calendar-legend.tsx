import { Flex, Typography } from 'antd';
import { ContrastTag } from 'shared-auth/ui';
import { CALENDAR_TEXTS } from '../../shared/messages';

/** What the colours mean; for an employee also why colleagues' leave shows no type. */
export function CalendarLegend({ private: typesHidden }: { private: boolean }) {
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={4} aria-label={CALENDAR_TEXTS.legend} role="group">
        <ContrastTag tone="green">{CALENDAR_TEXTS.approved}</ContrastTag>
        <ContrastTag tone="orange" style={{ borderStyle: 'dashed' }}>
          {CALENDAR_TEXTS.pending}
        </ContrastTag>
        <ContrastTag tone="blue">{CALENDAR_TEXTS.holiday}</ContrastTag>
      </Flex>
      {typesHidden && <Typography.Text type="secondary">{CALENDAR_TEXTS.typesPrivate}</Typography.Text>}
    </Flex>
  );
}

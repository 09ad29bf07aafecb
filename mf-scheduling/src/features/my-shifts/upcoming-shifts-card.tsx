import { Button, Card, Empty, Flex } from 'antd';
import { MY_SHIFTS_TEXTS } from '../../shared/messages';
import type { ShiftAssignment } from '../../shared/model';
import { ShiftChip } from '../../shared/shift-chip';
import { DayList } from './day-list';

/** The person's published shifts to come, by day; each can be offered to a colleague. */
export function UpcomingShiftsCard({
  shifts,
  onSwap,
}: {
  shifts: ShiftAssignment[];
  onSwap: (shift: ShiftAssignment) => void;
}) {
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{MY_SHIFTS_TEXTS.upcoming}</h2>}>
      {shifts.length === 0 ? (
        <Empty description={MY_SHIFTS_TEXTS.noUpcoming} />
      ) : (
        <DayList
          items={shifts}
          dateOf={(shift) => shift.shift_date}
          keyOf={(shift) => shift.assignment_id}
          render={(shift) => (
            <Flex wrap gap={8} align="center" justify="space-between">
              <ShiftChip shift={{ ...shift, name: shift.shift_type_name }} />
              <Button onClick={() => onSwap(shift)}>{MY_SHIFTS_TEXTS.requestSwap}</Button>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}

import { Button, Card, Empty, Flex } from 'antd';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
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
  const t = useSchedulingTexts();
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('myShifts.upcoming')}</h2>}>
      {shifts.length === 0 ? (
        <Empty description={t('myShifts.noUpcoming')} />
      ) : (
        <DayList
          items={shifts}
          dateOf={(shift) => shift.shift_date}
          keyOf={(shift) => shift.assignment_id}
          render={(shift) => (
            <Flex wrap gap={8} align="center" justify="space-between">
              <ShiftChip shift={{ ...shift, name: shift.shift_type_name }} />
              <Button onClick={() => onSwap(shift)}>{t('myShifts.requestSwap')}</Button>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}

import { Button, Card, Empty, Flex, Typography } from 'antd';
import type { Notice } from 'shared-auth';
import { useGetOpenShiftsQuery, usePostOpenShiftsByOpenShiftIdClaimMutation } from '../../shared/api';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import { ShiftChip } from '../../shared/shift-chip';
import { DayList } from './day-list';
import { useAction } from './use-action';

/** Offers of the person's departments still open: each can be claimed; the manager approves the claim. */
export function OpenShiftsCard({ report }: { report: (notice: Notice) => void }) {
  const t = useSchedulingTexts();
  const { data = [] } = useGetOpenShiftsQuery({ status: 'open' });
  const [claim] = usePostOpenShiftsByOpenShiftIdClaimMutation();
  const { busy, run } = useAction(report);
  const open = data.filter((offer) => offer.status === 'open');
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('myShifts.openShifts')}</h2>}>
      {open.length === 0 ? (
        <Empty description={t('myShifts.noOpenShifts')} />
      ) : (
        <DayList
          items={open}
          dateOf={(offer) => offer.shift_date}
          keyOf={(offer) => offer.open_shift_id}
          render={(offer) => (
            <Flex wrap gap={12} align="center" justify="space-between">
              <Flex vertical gap={2}>
                <ShiftChip
                  shift={{
                    name: offer.shift_type_name,
                    start_time: offer.start_time,
                    end_time: offer.end_time,
                    color: offer.color,
                  }}
                />
                <Typography.Text>{offer.department_name}</Typography.Text>
                {offer.note && <Typography.Text>{offer.note}</Typography.Text>}
              </Flex>
              <Button
                type="primary"
                aria-label={t('myShifts.claimShift', { type: offer.shift_type_name, date: offer.shift_date })}
                loading={busy === `claim-${offer.open_shift_id}`}
                onClick={() => run(`claim-${offer.open_shift_id}`, () => claim({ openShiftId: offer.open_shift_id }))}
              >
                {t('myShifts.claim')}
              </Button>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}

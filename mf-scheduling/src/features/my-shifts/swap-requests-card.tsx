import { Button, Card, Empty, Flex, Typography } from 'antd';
import type { Notice } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';
import {
  useGetShiftSwapRequestsQuery,
  usePostShiftSwapRequestsBySwapIdAcceptMutation,
  usePostShiftSwapRequestsBySwapIdCancelMutation,
  usePostShiftSwapRequestsBySwapIdDeclineMutation,
} from '../../shared/api';
import { longDay } from '../../shared/dates';
import { useDateLocale, useSchedulingTexts, type SchedulingT } from '../../shared/scheduling-texts';
import type { SwapRequest } from '../../shared/model';
import { useAction } from './use-action';

const OPEN_STATUSES: ReadonlyArray<SwapRequest['status']> = ['pending peer', 'pending manager'];
const STATUS_TONES = {
  'pending peer': 'orange',
  'pending manager': 'orange',
  approved: 'green',
  declined: 'red',
  rejected: 'red',
  cancelled: 'default',
} as const;

/** `Emma's Early 06:00-14:00 on Monday, March 1, 2027 for Liam's Late ...`, or a shift given away. */
export function swapSummary(swap: SwapRequest, t: SchedulingT, locale: string): string {
  const given = `${swap.requester_name}: ${swap.requester_shift_type_name} ${swap.requester_times}, ${longDay(swap.requester_shift_date, locale)}`;
  const taken =
    swap.target_shift_date && swap.target_shift_type_name
      ? `${swap.target_name}: ${swap.target_shift_type_name} ${swap.target_times}, ${longDay(swap.target_shift_date, locale)}`
      : swap.target_name;
  return t('myShifts.swapSummary', { given, taken });
}

/** The person's own swap requests: those asked of them to accept or decline, theirs to cancel while open. */
export function SwapRequestsCard({ me, report }: { me: number; report: (notice: Notice) => void }) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { data = [] } = useGetShiftSwapRequestsQuery({});
  const [accept] = usePostShiftSwapRequestsBySwapIdAcceptMutation();
  const [decline] = usePostShiftSwapRequestsBySwapIdDeclineMutation();
  const [cancel] = usePostShiftSwapRequestsBySwapIdCancelMutation();
  const { busy, run } = useAction(report);
  const mine = data.filter((swap) => swap.requester_id === me || swap.target_id === me);

  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('myShifts.swaps')}</h2>}>
      {mine.length === 0 ? (
        <Empty description={t('myShifts.noSwaps')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {mine.map((swap) => {
            const key = (step: string) => `${step}-${swap.swap_id}`;
            const askedOfMe = swap.target_id === me && swap.status === 'pending peer';
            const cancellable = swap.requester_id === me && OPEN_STATUSES.includes(swap.status);
            return (
              <li key={swap.swap_id}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text>{swapSummary(swap, t, locale)}</Typography.Text>
                    {swap.reason && <Typography.Text>{swap.reason}</Typography.Text>}
                    <span>
                      <ContrastTag tone={STATUS_TONES[swap.status]}>{t(`swapStatus.${swap.status}`)}</ContrastTag>
                    </span>
                  </Flex>
                  <Flex wrap gap={8}>
                    {askedOfMe && (
                      <>
                        <Button
                          type="primary"
                          loading={busy === key('accept')}
                          onClick={() => run(key('accept'), () => accept({ swapId: swap.swap_id }))}
                        >
                          {t('myShifts.accept')}
                        </Button>
                        <Button
                          loading={busy === key('decline')}
                          onClick={() => run(key('decline'), () => decline({ swapId: swap.swap_id }))}
                        >
                          {t('myShifts.decline')}
                        </Button>
                      </>
                    )}
                    {cancellable && (
                      <Button
                        loading={busy === key('cancel')}
                        onClick={() => run(key('cancel'), () => cancel({ swapId: swap.swap_id }))}
                      >
                        {t('myShifts.cancelRequest')}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

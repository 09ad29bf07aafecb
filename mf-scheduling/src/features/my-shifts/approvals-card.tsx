import { Button, Card, Empty, Flex, Typography } from 'antd';
import type { Notice } from 'shared-auth';
import {
  useGetOpenShiftsQuery,
  useGetShiftSwapRequestsQuery,
  usePostOpenShiftsByOpenShiftIdApproveMutation,
  usePostOpenShiftsByOpenShiftIdRejectMutation,
  usePostShiftSwapRequestsBySwapIdApproveMutation,
  usePostShiftSwapRequestsBySwapIdRejectMutation,
} from '../../shared/api';
import { longDay } from '../../shared/dates';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';
import { ShiftChip } from '../../shared/shift-chip';
import { swapSummary } from './swap-requests-card';
import { useAction } from './use-action';

function Decision({
  busyKey,
  busy,
  onApprove,
  onReject,
}: {
  busyKey: string;
  busy?: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useSchedulingTexts();
  return (
    <Flex wrap gap={8}>
      <Button type="primary" loading={busy === `approve-${busyKey}`} onClick={onApprove}>
        {t('myShifts.approve')}
      </Button>
      <Button danger loading={busy === `reject-${busyKey}`} onClick={onReject}>
        {t('myShifts.reject')}
      </Button>
    </Flex>
  );
}

/** A manager's or admin's queue: claimed open shifts and swaps both people agreed to, the api's refusal shown. */
export function ApprovalsCard({ me, report }: { me: number; report: (notice: Notice) => void }) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { data: claims = [] } = useGetOpenShiftsQuery({ status: 'claimed' });
  const { data: swaps = [] } = useGetShiftSwapRequestsQuery({ status: 'pending manager' });
  const [approveClaim] = usePostOpenShiftsByOpenShiftIdApproveMutation();
  const [rejectClaim] = usePostOpenShiftsByOpenShiftIdRejectMutation();
  const [approveSwap] = usePostShiftSwapRequestsBySwapIdApproveMutation();
  const [rejectSwap] = usePostShiftSwapRequestsBySwapIdRejectMutation();
  const { busy, run } = useAction(report);
  const claimed = claims.filter((offer) => offer.status === 'claimed' && offer.claimed_by !== me);
  const agreed = swaps.filter(
    (swap) => swap.status === 'pending manager' && swap.requester_id !== me && swap.target_id !== me,
  );

  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('myShifts.approvals')}</h2>}>
      {claimed.length + agreed.length === 0 ? (
        <Empty description={t('myShifts.noApprovals')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {claimed.map((offer) => {
            const id = offer.open_shift_id;
            return (
              <li key={`claim-${id}`}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Flex vertical gap={2}>
                    <Typography.Text strong>
                      {offer.claimed_by_name} · {longDay(offer.shift_date, locale)}
                    </Typography.Text>
                    <ShiftChip
                      shift={{
                        name: offer.shift_type_name,
                        start_time: offer.start_time,
                        end_time: offer.end_time,
                        color: offer.color,
                      }}
                    />
                  </Flex>
                  <Decision
                    busyKey={`claim-${id}`}
                    busy={busy}
                    onApprove={() => run(`approve-claim-${id}`, () => approveClaim({ openShiftId: id }))}
                    onReject={() => run(`reject-claim-${id}`, () => rejectClaim({ openShiftId: id }))}
                  />
                </Flex>
              </li>
            );
          })}
          {agreed.map((swap) => {
            const id = swap.swap_id;
            return (
              <li key={`swap-${id}`}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Typography.Text>{swapSummary(swap, t, locale)}</Typography.Text>
                  <Decision
                    busyKey={`swap-${id}`}
                    busy={busy}
                    onApprove={() => run(`approve-swap-${id}`, () => approveSwap({ swapId: id, body: {} }))}
                    onReject={() => run(`reject-swap-${id}`, () => rejectSwap({ swapId: id, body: {} }))}
                  />
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

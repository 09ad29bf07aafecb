import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage, useSession } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useGetLeaveRequestsQuery } from '../../shared/leave-api';
import { DecisionModal, type PendingDecision } from './decision-modal';
import { DelegationCard } from './delegation/delegation-card';
import { LeaveApprovalTable } from './leave-approval-table';
import { DEFAULT_STATUS_FILTER, StatusFilterSelect, matchesStatusFilter, type StatusFilter } from './status-filter';
import { useLeaveTexts } from '../../shared/leave-texts';

export function LeaveApprovalPage() {
  const t = useLeaveTexts();
  const routeLabel = useRouteLabel();
  const session = useSession();
  const { data, error, isLoading, isFetching, refetch } = useGetLeaveRequestsQuery({});
  const [filter, setFilter] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const shown = session ? (data ?? []).filter((request) => matchesStatusFilter(filter, request, session)) : [];

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.leaveApproval)}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('messages.fetchFailed'))}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t('approval.retry')}
            </Button>
          }
        />
      )}
      {decided && <Alert type="success" showIcon title={decided} closable={{ onClose: () => setDecided(null) }} />}
      <Card>
        <StatusFilterSelect
          value={filter}
          onChange={(next) => {
            setDecided(null);
            setFilter(next);
          }}
        />
        <LeaveApprovalTable
          requests={shown}
          loading={isLoading}
          onDecide={(next) => {
            setDecided(null);
            setPending(next);
          }}
        />
      </Card>
      <DelegationCard />
      {pending && (
        <DecisionModal
          pending={pending}
          onClose={() => setPending(null)}
          onDecided={(message) => {
            setPending(null);
            setDecided(message);
          }}
        />
      )}
    </Flex>
  );
}

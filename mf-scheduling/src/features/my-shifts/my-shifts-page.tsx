import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  MANAGERS_AND_ADMINS,
  companyToday,
  errorMessage,
  useCompanyTimeZone,
  useNotice,
  useSession,
} from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { useGetShiftAssignmentsColleaguesQuery, useGetShiftAssignmentsQuery } from '../../shared/api';
import { addDays } from '../../shared/dates';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import type { ShiftAssignment } from '../../shared/model';
import { ApprovalsCard } from './approvals-card';
import { OpenShiftsCard } from './open-shifts-card';
import { SwapModal } from './swap-modal';
import { SwapRequestsCard } from './swap-requests-card';
import { UpcomingShiftsCard } from './upcoming-shifts-card';

/** How far ahead the page looks. */
const HORIZON_DAYS = 28;

/** Everyone's own schedule: published shifts to come, open shifts to claim, swaps; managers also decide. */
export function MyShiftsPage({ today }: { today?: string }) {
  const t = useSchedulingTexts();
  useCompanyTimeZone();
  const session = useSession();
  const me = Number(session?.employee_id ?? 0);
  const start = today ?? companyToday();
  const end = addDays(start, HORIZON_DAYS - 1);
  const { data = [], error } = useGetShiftAssignmentsQuery({ start, end });
  const published = data.filter((shift) => shift.status === 'published');
  const mine = published.filter((shift) => shift.employee_id === me);
  const [swapping, setSwapping] = useState<ShiftAssignment>();
  // The swap partners: colleagues of the person's departments, read when a swap is being asked for.
  const { data: colleagues = [] } = useGetShiftAssignmentsColleaguesQuery({ start, end }, { skip: !swapping });
  const { notice, clear, succeed, fail } = useNotice();
  const report = ({ type, text }: { type: 'success' | 'error'; text: string }) =>
    type === 'success' ? succeed(text) : fail(text);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('titles.myShifts')}
      </Typography.Title>
      <NoticeBanner notice={notice} onClose={clear} />
      {error && <Alert type="error" showIcon title={errorMessage(error, t('myShifts.loadFailed'))} />}
      {session && MANAGERS_AND_ADMINS.includes(session.role) && <ApprovalsCard me={me} report={report} />}
      <UpcomingShiftsCard shifts={mine} onSwap={setSwapping} />
      <OpenShiftsCard report={report} />
      <SwapRequestsCard me={me} report={report} />
      {swapping && (
        <SwapModal
          shift={swapping}
          colleagueShifts={colleagues}
          onClose={(done) => {
            setSwapping(undefined);
            if (done) succeed(done);
          }}
        />
      )}
    </Flex>
  );
}

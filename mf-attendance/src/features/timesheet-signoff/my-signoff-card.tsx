import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useGetPayPeriodsByIdQuery, useGetPayPeriodsQuery, useNotice, useSession } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { usePostPayPeriodsByIdSubmitMutation } from '../../generated-api';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { chosenPeriod, PeriodSelect } from './period-select';
import { SignOffTag } from './status-tag';

/** The signed-in person confirms their own timesheet of a pay period; its status until an admin locks the period. */
export function MySignOffCard() {
  const t = useAttendanceTexts();
  const session = useSession();
  const [picked, setPicked] = useState<number>();
  const periods = useGetPayPeriodsQuery();
  const period = chosenPeriod(periods.data, picked);
  const detail = useGetPayPeriodsByIdQuery({ id: period?.pay_period_id ?? 0 }, { skip: !period });
  const [submit, { isLoading }] = usePostPayPeriodsByIdSubmitMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const mine = detail.data?.people.find((p) => String(p.employee_id) === session?.employee_id);
  const locked = Boolean(detail.data?.locked_at);

  const confirm = async () => {
    if (!period) return;
    try {
      succeed((await run(() => submit({ id: period.pay_period_id, body: {} }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('signoff.actionFailed')));
    }
  };

  let body;
  if (periods.error || detail.error) body = <Alert type="error" showIcon title={t('signoff.loadError')} />;
  else if (periods.data && !period) body = <Typography.Text>{t('signoff.noPeriods')}</Typography.Text>;
  else if (locked) body = <Typography.Text>{t('signoff.locked')}</Typography.Text>;
  else if (detail.data && !mine) body = <Typography.Text>{t('signoff.notListed')}</Typography.Text>;
  else if (mine?.status === 'open')
    body = (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text>{t('signoff.confirmHint')}</Typography.Text>
        <Button
          type="primary"
          loading={isLoading}
          onClick={() => void confirm()}
          style={{ minHeight: TOUCH_TARGET_PX }}
        >
          {t('signoff.confirmMine')}
        </Button>
      </Flex>
    );

  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{t('signoff.myTitle')}</h3>}>
      <Flex vertical gap={12}>
        <NoticeBanner notice={notice} onClose={clear} />
        {periods.data && periods.data.length > 0 && (
          <Flex wrap gap={16} align="flex-end">
            <PeriodSelect
              id="my-signoff-period"
              periods={periods.data}
              value={period?.pay_period_id}
              onChange={(id) => {
                clear();
                setPicked(id);
              }}
            />
            {mine && <SignOffTag status={locked ? 'locked' : mine.status} />}
          </Flex>
        )}
        {body}
      </Flex>
    </Card>
  );
}

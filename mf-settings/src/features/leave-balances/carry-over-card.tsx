import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { usePostLeaveCarryOverMutation } from './api';
import { BALANCE_MESSAGES as M } from './messages';

/** The scheduled year-end carry-over, run on demand after a confirmation (idempotent on the api). */
export function CarryOverCard({ year }: { year: number }) {
  const [carryOver, { isLoading }] = usePostLeaveCarryOverMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onConfirm = async () => {
    try {
      succeed((await run(() => carryOver({ body: { year } }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.carryOverFailed));
    }
  };

  return (
    <Card title={M.carryOverTitle}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{M.carryOverHint(year)}</Typography.Text>
        <NoticeBanner notice={notice} onClose={clear} />
        <Popconfirm title={M.confirmCarryOver(year)} okText="Run" onConfirm={onConfirm}>
          <Button loading={isLoading}>{M.carryOver(year)}</Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}

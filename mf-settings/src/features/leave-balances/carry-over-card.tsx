import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { usePostLeaveCarryOverMutation } from './api';
import { useSettingsTexts } from '../../shared/settings-texts';

/** The scheduled year-end carry-over, run on demand after a confirmation (idempotent on the api). */
export function CarryOverCard({ year }: { year: number }) {
  const t = useSettingsTexts();
  // Years as words: an ICU number argument would group 2027 as 2,027.
  const years = { year: String(year), next: String(year + 1) };
  const [carryOver, { isLoading }] = usePostLeaveCarryOverMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onConfirm = async () => {
    try {
      succeed((await run(() => carryOver({ body: { year } }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('balances.carryOverFailed')));
    }
  };

  return (
    <Card title={t('balances.carryOverTitle')}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{t('balances.carryOverHint', years)}</Typography.Text>
        <NoticeBanner notice={notice} onClose={clear} />
        <Popconfirm title={t('balances.confirmCarryOver', years)} okText={t('balances.run')} onConfirm={onConfirm}>
          <Button loading={isLoading}>{t('balances.carryOver', years)}</Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}

import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { adjustmentError } from './adjustment-rules';
import { usePostLeaveBalanceAdjustmentsMutation } from './api';
import { MAX_ADJUSTMENT_DAYS, MAX_ADJUSTMENT_MINUTES, MAX_REASON_LENGTH } from './constants';
import type { LeaveBalance } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

interface Values {
  leave_type?: string;
  days: number | null;
  reason: string;
}

interface Props {
  employeeId: number;
  year: number;
  /** The employee's balances: only counted types can be adjusted. */
  balances: LeaveBalance[];
}

export function AdjustmentForm({ employeeId, year, balances }: Props) {
  const t = useSettingsTexts();
  const [form] = Form.useForm<Values>();
  const [adjust, { isLoading }] = usePostLeaveBalanceAdjustmentsMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const chosen = Form.useWatch('leave_type', form);
  const hourlyType = (type?: string) => balances.find((b) => b.leave_type === type)?.unit === 'hour';
  const hourly = hourlyType(chosen);

  // A type counted in hours is adjusted in minutes.
  const submit = async ({ leave_type, days, reason }: Values) => {
    if (!leave_type) return fail(t('balances.typeRequired'));
    const inMinutes = hourlyType(leave_type);
    const invalid = adjustmentError(days, reason, inMinutes);
    if (invalid) return fail(t(`balances.${invalid}`));
    try {
      const amount = inMinutes ? { minutes: days! } : { days: days! };
      const body = { employee_id: employeeId, year, leave_type, ...amount, reason: reason.trim() };
      succeed((await run(() => adjust({ body }).unwrap())).message);
      form.resetFields();
    } catch (err) {
      fail(errorMessage(err, t('balances.adjustFailed')));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ days: null, reason: '' }}
      onFinish={submit}
      onValuesChange={clear}
    >
      <Flex wrap gap={16} align="flex-start">
        <Form.Item name="leave_type" label={t('balances.leaveType')} style={{ minWidth: 180 }}>
          <Select
            options={balances.filter((b) => b.counted).map((b) => ({ value: b.leave_type, label: b.display_name }))}
          />
        </Form.Item>
        <Form.Item name="days" label={hourly ? t('balances.minutes') : t('balances.days')}>
          {hourly ? (
            <InputNumber min={-MAX_ADJUSTMENT_MINUTES} max={MAX_ADJUSTMENT_MINUTES} step={15} style={{ width: 160 }} />
          ) : (
            <InputNumber min={-MAX_ADJUSTMENT_DAYS} max={MAX_ADJUSTMENT_DAYS} step={0.5} style={{ width: 160 }} />
          )}
        </Form.Item>
      </Flex>
      <Form.Item name="reason" label={t('balances.reason')}>
        <Input.TextArea maxLength={MAX_REASON_LENGTH} rows={2} />
      </Form.Item>
      <NoticeBanner notice={notice} onClose={clear} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('balances.adjust')}
      </Button>
    </Form>
  );
}

import { Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostPayPeriodsByIdLockMutation, usePostPayPeriodsByIdUnlockMutation } from './api';
import type { PayPeriodDetail } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

interface Props {
  period: PayPeriodDetail;
  /** Reports the api's answer: the confirmation, or its refusal (e.g. the open corrections a lock waits for). */
  onDone: (outcome: { ok: boolean; text: string }) => void;
}

/** Lock an open period; unlock a locked one with a reason (both audited by the api). */
export function PeriodLockControls({ period, onDone }: Props) {
  const t = useSettingsTexts();
  const [reason, setReason] = useState('');
  const [lock, { isLoading: locking }] = usePostPayPeriodsByIdLockMutation();
  const [unlock, { isLoading: unlocking }] = usePostPayPeriodsByIdUnlockMutation();

  const act = async (request: () => Promise<{ message: string }>) => {
    try {
      onDone({ ok: true, text: (await request()).message });
      setReason('');
    } catch (err) {
      onDone({ ok: false, text: errorMessage(err, t('payPeriods.actionFailed')) });
    }
  };

  if (!period.locked_at) {
    return (
      <Popconfirm
        title={t('payPeriods.confirmLock')}
        okText={t('payPeriods.confirmLockOk')}
        onConfirm={() => act(() => lock({ id: period.pay_period_id }).unwrap())}
      >
        <Button type="primary" loading={locking}>
          {t('payPeriods.lock')}
        </Button>
      </Popconfirm>
    );
  }
  const why = reason.trim();
  return (
    <Flex wrap gap={8} align="flex-start">
      <Input.TextArea
        aria-label={t('payPeriods.reason')}
        placeholder={t('payPeriods.reason')}
        value={reason}
        maxLength={500}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(event) => setReason(event.target.value)}
        style={{ flex: '1 1 220px' }}
      />
      <Button
        danger
        loading={unlocking}
        onClick={() =>
          why
            ? act(() => unlock({ id: period.pay_period_id, body: { reason: why } }).unwrap())
            : onDone({ ok: false, text: t('payPeriods.reasonRequired') })
        }
      >
        {t('payPeriods.unlock')}
      </Button>
    </Flex>
  );
}

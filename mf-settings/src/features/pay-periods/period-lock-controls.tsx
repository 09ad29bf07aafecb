import { Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostPayPeriodsByIdLockMutation, usePostPayPeriodsByIdUnlockMutation } from './api';
import { PAY_PERIOD_MESSAGES as M } from './messages';
import type { PayPeriodDetail } from './types';

interface Props {
  period: PayPeriodDetail;
  /** Reports the api's answer: the confirmation, or its refusal (e.g. the open corrections a lock waits for). */
  onDone: (outcome: { ok: boolean; text: string }) => void;
}

/** Lock an open period; unlock a locked one with a reason (both audited by the api). */
export function PeriodLockControls({ period, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [lock, { isLoading: locking }] = usePostPayPeriodsByIdLockMutation();
  const [unlock, { isLoading: unlocking }] = usePostPayPeriodsByIdUnlockMutation();

  const act = async (request: () => Promise<{ message: string }>) => {
    try {
      onDone({ ok: true, text: (await request()).message });
      setReason('');
    } catch (err) {
      onDone({ ok: false, text: errorMessage(err, M.actionFailed) });
    }
  };

  if (!period.locked_at) {
    return (
      <Popconfirm
        title={M.confirmLock}
        okText={M.confirmLockOk}
        onConfirm={() => act(() => lock({ id: period.pay_period_id }).unwrap())}
      >
        <Button type="primary" loading={locking}>
          {M.lock}
        </Button>
      </Popconfirm>
    );
  }
  const why = reason.trim();
  return (
    <Flex wrap gap={8} align="flex-start">
      <Input.TextArea
        aria-label={M.reason}
        placeholder={M.reason}
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
            : onDone({ ok: false, text: M.reasonRequired })
        }
      >
        {M.unlock}
      </Button>
    </Flex>
  );
}

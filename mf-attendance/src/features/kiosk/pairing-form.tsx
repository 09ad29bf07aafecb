import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { usePostKioskPairMutation } from './api';
import { KIOSK_BUTTON_PX } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';

/** An unpaired browser: the admin's one-time code turns it into a kiosk. */
export function PairingForm({ onPaired }: { onPaired: (credential: string) => void }) {
  const t = useAttendanceTexts();
  const [code, setCode] = useState('');
  const [pair, { isLoading, isError }] = usePostKioskPairMutation();
  const submit = async () => {
    const paired = await pair({ body: { code: code.trim() } })
      .unwrap()
      .catch(() => null);
    if (paired) onPaired(paired.credential);
  };
  return (
    <Flex vertical gap={16} style={{ width: 'min(90vw, 420px)' }}>
      <Typography.Title level={1}>{t('kiosk.pairTitle')}</Typography.Title>
      <Typography.Text>{t('kiosk.pairHint')}</Typography.Text>
      <Input
        aria-label={t('kiosk.pairCode')}
        inputMode="numeric"
        autoComplete="off"
        size="large"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={() => void submit()}
        style={{ fontSize: 32, letterSpacing: 4, textAlign: 'center' }}
      />
      {isError && <Alert type="error" showIcon title={t('kiosk.pairFailed')} />}
      <Button type="primary" loading={isLoading} onClick={() => void submit()} style={{ minHeight: KIOSK_BUTTON_PX }}>
        {t('kiosk.pair')}
      </Button>
    </Flex>
  );
}

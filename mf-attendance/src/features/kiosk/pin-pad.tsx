import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { KIOSK_BUTTON_PX, PIN_MAX_DIGITS, PIN_MIN_DIGITS } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const KEY_STYLE = { width: KIOSK_BUTTON_PX * 1.4, height: KIOSK_BUTTON_PX, fontSize: 28 };

/** Digits shown as dots; OK once 4 to 6 are entered. */
export function PinPad({
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}) {
  const t = useAttendanceTexts();
  const [pin, setPin] = useState('');
  const press = (digit: string) => setPin((current) => (current.length < PIN_MAX_DIGITS ? current + digit : current));
  return (
    <Flex vertical align="center" gap={16}>
      <Typography.Title level={2}>{t('kiosk.enterPin')}</Typography.Title>
      <Typography.Text aria-label={t('kiosk.pinEntered')} style={{ fontSize: 40, minHeight: 56, letterSpacing: 12 }}>
        {'•'.repeat(pin.length)}
      </Typography.Text>
      {error && <Alert type="error" showIcon title={error} />}
      <Flex wrap gap={12} justify="center" style={{ width: KEY_STYLE.width * 3 + 24 }}>
        {KEYS.map((digit) => (
          <Button key={digit} onClick={() => press(digit)} style={KEY_STYLE}>
            {digit}
          </Button>
        ))}
        <Button onClick={() => setPin('')} style={KEY_STYLE}>
          {t('kiosk.clear')}
        </Button>
        <Button onClick={() => press('0')} style={KEY_STYLE}>
          0
        </Button>
        <Button
          type="primary"
          loading={busy}
          disabled={pin.length < PIN_MIN_DIGITS}
          onClick={() => {
            onSubmit(pin);
            setPin('');
          }}
          style={KEY_STYLE}
        >
          {t('kiosk.confirm')}
        </Button>
      </Flex>
      <Button onClick={onCancel} style={{ minHeight: KIOSK_BUTTON_PX, minWidth: 200 }}>
        {t('kiosk.cancel')}
      </Button>
    </Flex>
  );
}

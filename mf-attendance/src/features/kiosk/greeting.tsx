import { Button, Flex, Typography } from 'antd';
import { KIOSK_BUTTON_PX } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { KioskClockAction, KioskIdentified } from './types';

const BIG_BUTTON = { minHeight: KIOSK_BUTTON_PX * 1.5, minWidth: 280, fontSize: 28 };

/** The identified person by first name, with the one clock action their status allows. */
export function Greeting({
  person,
  busy,
  onClock,
  onDone,
}: {
  person: KioskIdentified;
  busy: boolean;
  onClock: (action: KioskClockAction) => void;
  onDone: () => void;
}) {
  const t = useAttendanceTexts();
  return (
    <Flex vertical align="center" gap={24}>
      <Typography.Title level={1} style={{ fontSize: 56 }}>
        {person.message}
      </Typography.Title>
      {person.state === 'not_clocked_in' && (
        <Button type="primary" loading={busy} onClick={() => onClock('clock_in')} style={BIG_BUTTON}>
          {t('kiosk.clockIn')}
        </Button>
      )}
      {person.state === 'clocked_in' && (
        <Button type="primary" loading={busy} onClick={() => onClock('clock_out')} style={BIG_BUTTON}>
          {t('kiosk.clockOut')}
        </Button>
      )}
      {person.state === 'day_complete' && (
        <Typography.Text style={{ fontSize: 28 }}>{t('kiosk.dayComplete')}</Typography.Text>
      )}
      <Button onClick={onDone} style={{ minHeight: KIOSK_BUTTON_PX, minWidth: 200 }}>
        {t('kiosk.done')}
      </Button>
    </Flex>
  );
}

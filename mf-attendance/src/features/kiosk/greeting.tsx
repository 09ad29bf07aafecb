import { Button, Flex, Typography } from 'antd';
import { textDirection } from 'shared-auth';
import { KIOSK_BUTTON_PX } from './constants';
import type { KioskClockAction } from './types';
import type { KioskPerson } from './use-kiosk-flow';

const BIG_BUTTON = { minHeight: KIOSK_BUTTON_PX * 1.5, minWidth: 280, fontSize: 28 };

/** The identified person by first name, in their language, with the one clock action their status allows. */
export function Greeting({
  person,
  busy,
  onClock,
  onDone,
}: {
  person: KioskPerson;
  busy: boolean;
  onClock: (action: KioskClockAction) => void;
  onDone: () => void;
}) {
  const { identified, t } = person;
  const { language, state } = identified;
  return (
    <Flex vertical align="center" gap={24} lang={language} dir={textDirection(language)}>
      <Typography.Title level={1} style={{ fontSize: 56 }}>
        {t('kiosk.greeting', { name: identified.first_name })}
      </Typography.Title>
      {state === 'not_clocked_in' && (
        <Button type="primary" loading={busy} onClick={() => onClock('clock_in')} style={BIG_BUTTON}>
          {t('kiosk.clockIn')}
        </Button>
      )}
      {state === 'clocked_in' && (
        <Button type="primary" loading={busy} onClick={() => onClock('clock_out')} style={BIG_BUTTON}>
          {t('kiosk.clockOut')}
        </Button>
      )}
      {state === 'day_complete' && <Typography.Text style={{ fontSize: 28 }}>{t('kiosk.dayComplete')}</Typography.Text>}
      <Button onClick={onDone} style={{ minHeight: KIOSK_BUTTON_PX, minWidth: 200 }}>
        {t('kiosk.done')}
      </Button>
    </Flex>
  );
}

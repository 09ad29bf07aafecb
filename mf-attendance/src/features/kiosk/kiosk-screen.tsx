import { Alert, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { errorStatus, textDirection } from 'shared-auth';
import { useGetKioskMeQuery } from './api';
import { Greeting } from './greeting';
import { KioskCamera } from './kiosk-camera';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { PinPad } from './pin-pad';
import { useKioskFlow } from './use-kiosk-flow';

/** A paired kiosk: its name and office, then whatever stage of serving someone it is at. */
export function KioskScreen({ onRevoked }: { onRevoked: () => void }) {
  const t = useAttendanceTexts();
  const self = useGetKioskMeQuery();
  const flow = useKioskFlow(onRevoked);
  const revoked = errorStatus(self.error) === 401;
  useEffect(() => {
    if (revoked) onRevoked();
  }, [revoked, onRevoked]);
  const { stage } = flow;

  return (
    <Flex vertical align="center" gap={24}>
      {self.data && (
        <Typography.Text type="secondary" style={{ fontSize: 20 }}>
          {self.data.name} · {self.data.location_name}
        </Typography.Text>
      )}
      {stage.kind === 'scanning' && (
        <>
          <Typography.Title level={1}>{t('kiosk.lookAtCamera')}</Typography.Title>
          <KioskCamera onFrame={(image) => void flow.lookAt(image)} />
          {stage.hint && <Alert type="info" showIcon title={stage.hint} />}
        </>
      )}
      {stage.kind === 'pin' && (
        <PinPad
          error={stage.error}
          busy={flow.pinBusy}
          onSubmit={(pin) => void flow.enterPin(stage.challenge, pin)}
          onCancel={flow.startOver}
        />
      )}
      {stage.kind === 'greeting' && (
        <Greeting
          person={stage.person}
          busy={flow.clockBusy}
          onClock={(action) => void flow.clockFor(stage.person, action)}
          onDone={flow.startOver}
        />
      )}
      {stage.kind === 'result' && (
        <div lang={stage.language} dir={textDirection(stage.language)}>
          <Alert
            type={stage.ok ? 'success' : 'error'}
            showIcon
            title={stage.text}
            style={{ fontSize: 28, padding: 24 }}
          />
        </div>
      )}
    </Flex>
  );
}

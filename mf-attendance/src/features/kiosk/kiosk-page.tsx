import { Flex } from 'antd';
import { useCallback, useState } from 'react';
import { kioskCredential } from './kiosk-credential';
import { KioskScreen } from './kiosk-screen';
import { PairingForm } from './pairing-form';

/** The whole screen, no sidebar: the shell renders this route outside its layout (layout "none"). */
const FULL_SCREEN = { minHeight: '100vh', padding: 24, boxSizing: 'border-box' } as const;

/** /kiosk: pairs this browser once, then serves whoever looks at its camera. */
export function KioskPage() {
  const [credential, setCredential] = useState(kioskCredential.get);
  const forget = useCallback(() => {
    kioskCredential.clear();
    setCredential(null);
  }, []);
  return (
    <Flex vertical align="center" justify="center" style={FULL_SCREEN}>
      {credential ? (
        <KioskScreen onRevoked={forget} />
      ) : (
        <PairingForm
          onPaired={(paired) => {
            kioskCredential.set(paired);
            setCredential(paired);
          }}
        />
      )}
    </Flex>
  );
}

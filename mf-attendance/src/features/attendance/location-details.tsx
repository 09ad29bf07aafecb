import { Button, Descriptions, Typography } from 'antd';
import { ATTENDANCE_TEXTS } from '../../shared/messages';
import type { GpsFix } from './types';
import type { ResolvedAddress } from './use-address';

const NOT_AVAILABLE = '—';

function AddressText({ resolved }: { resolved: ResolvedAddress }) {
  switch (resolved.state) {
    case 'waiting':
      return <>{NOT_AVAILABLE}</>;
    case 'resolved':
      return <>{resolved.text}</>;
    case 'loading':
      return <Typography.Text type="secondary">{resolved.text}</Typography.Text>;
    case 'failed':
      return (
        <>
          <Typography.Text type="danger">{resolved.text}</Typography.Text>
          <Button type="link" size="small" onClick={resolved.retry}>
            {ATTENDANCE_TEXTS.retry}
          </Button>
        </>
      );
  }
}

/** The live position: latitude, longitude, accuracy in metres and the resolved address. */
export function LocationDetails({ fix, resolved }: { fix: GpsFix | null; resolved: ResolvedAddress }) {
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'latitude', label: 'Latitude', children: fix ? fix.latitude.toFixed(6) : NOT_AVAILABLE },
        { key: 'longitude', label: 'Longitude', children: fix ? fix.longitude.toFixed(6) : NOT_AVAILABLE },
        { key: 'accuracy', label: 'Accuracy', children: fix ? `${Math.round(fix.accuracy)} meters` : NOT_AVAILABLE },
        { key: 'address', label: 'Address', children: <AddressText resolved={resolved} /> },
      ]}
    />
  );
}

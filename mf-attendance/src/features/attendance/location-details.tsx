import { Button, Descriptions, Typography } from 'antd';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { GpsFix } from './types';
import type { ResolvedAddress } from './use-address';

const NOT_AVAILABLE = '—';

function AddressText({ resolved }: { resolved: ResolvedAddress }) {
  const t = useAttendanceTexts();
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
            {t('texts.retry')}
          </Button>
        </>
      );
  }
}

/** The live position: latitude, longitude, accuracy in metres and the resolved address. */
export function LocationDetails({ fix, resolved }: { fix: GpsFix | null; resolved: ResolvedAddress }) {
  const t = useAttendanceTexts();
  // Left to right in an Arabic screen too, without relying on the formatter's direction mark: a western longitude's
  // minus sign stays before its digits.
  const coordinate = (value: number) => <bdi dir="ltr">{t('screen.coordinate', { value })}</bdi>;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'latitude', label: t('screen.latitude'), children: fix ? coordinate(fix.latitude) : NOT_AVAILABLE },
        { key: 'longitude', label: t('screen.longitude'), children: fix ? coordinate(fix.longitude) : NOT_AVAILABLE },
        {
          key: 'accuracy',
          label: t('screen.accuracy'),
          children: fix ? t('screen.meters', { meters: Math.round(fix.accuracy) }) : NOT_AVAILABLE,
        },
        { key: 'address', label: t('screen.address'), children: <AddressText resolved={resolved} /> },
      ]}
    />
  );
}

import { Typography } from 'antd';
import { shortAddress } from 'shared-auth';
import { useGetGeocodeReverseQuery } from './api';
import { HOME_MESSAGES } from './messages';
import { parsePoint } from './point-location';
import type { Coordinates } from './types';

/** A point resolved through the api's reverse geocoder; the point text itself when that fails. */
function ResolvedPoint({ text, point }: { text: string; point: Coordinates }) {
  const { data, isLoading } = useGetGeocodeReverseQuery(point);
  if (isLoading) return <Typography.Text type="secondary">{HOME_MESSAGES.fetchingAddress}</Typography.Text>;
  return <>{data?.display_name ? shortAddress(data.display_name) : text}</>;
}

/** Spec section 2: only the text before the first comma of the address. */
export function LocationCell({ location }: { location: string | null }) {
  const point = parsePoint(location);
  if (point && location) return <ResolvedPoint text={location} point={point} />;
  return <>{shortAddress(location)}</>;
}

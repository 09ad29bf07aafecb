import { useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../../shared/constants';
import type { GpsFix } from './types';

// GeolocationPositionError.TIMEOUT: no new position in time, which a watch reports while standing still.
const TIMEOUT = 3;

/** Why there is no position: the catalogue's key of the spec's text. */
export type GeolocationProblem = 'geolocationDisabled' | 'geolocationUnsupported';

const supported = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

/** Watches the device position (docs/product-spec.md section 9: high accuracy, no cached position, 10 s time-out). */
export function useGeolocation(): { fix: GpsFix | null; error: GeolocationProblem | null } {
  const [fix, setFix] = useState<GpsFix | null>(null);
  const [error, setError] = useState<GeolocationProblem | null>(() => (supported() ? null : 'geolocationUnsupported'));

  useEffect(() => {
    if (!supported()) return;
    let located = false;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        located = true;
        setFix({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
        setError(null);
      },
      (failure) => {
        // A time-out after a fix only means the device has not moved: keep the last position.
        if (failure.code === TIMEOUT && located) return;
        located = false;
        setFix(null);
        setError('geolocationDisabled');
      },
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);

  return { fix, error };
}

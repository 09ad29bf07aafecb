import { useSyncExternalStore } from 'react';
import { companyTimeZone, companyTimeZoneSetting, subscribeToCompanyTimeZone } from './company-time-zone';

/** The company's zone (the browser's while unknown); the component renders again when it changes. */
export function useCompanyTimeZone(): string {
  return useSyncExternalStore(subscribeToCompanyTimeZone, companyTimeZone);
}

/** The zone the shell has set, or null while none is known. */
export function useCompanyTimeZoneSetting(): string | null {
  return useSyncExternalStore(subscribeToCompanyTimeZone, companyTimeZoneSetting);
}

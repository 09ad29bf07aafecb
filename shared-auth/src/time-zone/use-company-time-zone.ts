import { useSyncExternalStore } from 'react';
import { companyTimeZone, subscribeToCompanyTimeZone } from './company-time-zone';

/** The company's zone (the browser's while unknown); the component renders again when it changes. */
export function useCompanyTimeZone(): string {
  return useSyncExternalStore(subscribeToCompanyTimeZone, companyTimeZone);
}

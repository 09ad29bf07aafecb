import { intlLocale, type Language } from 'shared-auth';
import type { SettingsT } from '../../shared/settings-texts';

/** A number of days in the page's language: `1.5`, `1,5`. */
export const daysText = (days: number, language: Language) => days.toLocaleString(intlLocale(language));

/** Minutes as `7 h 30 min` (in the page's language): a type counted in hours keeps its balance in minutes. */
export function hoursText(minutes: number, t: SettingsT): string {
  const whole = Math.round(Math.abs(minutes));
  const text = t('balances.hours', {
    hours: String(Math.floor(whole / 60)),
    minutes: String(whole % 60).padStart(2, '0'),
  });
  return minutes < 0 ? `-${text}` : text;
}

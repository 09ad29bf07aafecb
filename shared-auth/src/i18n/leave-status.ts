import { useLanguage } from 'shared-auth';
import commonEnglish from './locales/en.json';
import { useCommonTexts } from './use-texts';

const KNOWN = new Set(Object.keys(commonEnglish.leaveStatus));

/**
 * A leave request's status (`pending manager`) in the page's language; in English, and when unknown, as the api
 * sent it (whatever its case).
 */
export function useLeaveStatusText(): (status: string) => string {
  const t = useCommonTexts();
  const english = useLanguage() === 'en';
  return (status) => {
    const key = status.trim().toLowerCase();
    return english || !KNOWN.has(key) ? status : t(`leaveStatus.${key}`);
  };
}

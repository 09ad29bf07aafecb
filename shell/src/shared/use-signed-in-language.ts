import { useEffect } from 'react';
import {
  deviceLanguage,
  mustChangePassword,
  rememberedLanguage,
  setLanguage,
  shownQueryState,
  useSession,
} from 'shared-auth';
import { useGetMePreferencesQuery } from '../generated-api';

/**
 * After sign-in the page speaks the person's own language, else the one chosen on this device's sign-in page,
 * else the company's DEFAULT_LANGUAGE, else the browser's.
 */
export function useSignedInLanguage(): void {
  const user = useSession();
  const { data } = useGetMePreferencesQuery(undefined, {
    skip: !user || mustChangePassword(user.token),
    selectFromResult: shownQueryState,
  });
  useEffect(() => {
    if (data) void setLanguage(data.language ?? rememberedLanguage() ?? data.default_language ?? deviceLanguage());
  }, [data]);
}

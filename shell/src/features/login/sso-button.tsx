import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { Notice } from '../../shared/public-page/fields';
import { usePublicTexts } from '../../shared/public-page/public-texts';
import { useGetOidcProviderQuery, usePostOidcStartMutation } from '../../shared/sso-api';

/** Goes to the identity provider's page (a full navigation: the provider is another site). */
export const goTo = { url: (url: string) => window.location.assign(url) };

/** 'Sign in with <provider>': only when the api has single sign-on set up. */
export function SsoButton() {
  const t = usePublicTexts();
  const { data } = useGetOidcProviderQuery();
  const [start, { isLoading }] = usePostOidcStartMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  if (!data?.enabled || !data.name) return null;

  const signIn = async () => {
    setError(null);
    const result = await start();
    if (result.error) {
      setError(errorMessage(result.error, t('sso.failed'), t('sso.unreachable')));
      return;
    }
    setLeaving(true);
    goTo.url(result.data.authorization_url);
  };

  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <button
        className="pp-button pp-button--secondary"
        type="button"
        onClick={() => void signIn()}
        disabled={isLoading || leaving}
      >
        {isLoading || leaving ? t('sso.redirecting') : t('sso.button', { provider: data.name })}
      </button>
    </>
  );
}

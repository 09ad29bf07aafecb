import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, mustChangePassword, signIn, type AppDispatch } from 'shared-auth';
import { Notice } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { usePublicTexts } from '../../shared/public-page/public-texts';
import { usePostOidcCallbackMutation } from '../../shared/sso-api';

const PARAMS = ['state', 'code', 'iss', 'error'] as const;

/**
 * Where the identity provider sends the browser back: its answer goes to the api, which checks it against this
 * browser's sign-in cookie; then the session starts as after a password sign-in.
 */
export function SsoCallbackPage() {
  const t = usePublicTexts();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [finish] = usePostOidcCallbackMutation();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  const state = params.get('state');

  useEffect(() => {
    // Once: the provider's code is good for one exchange (React runs effects twice in development).
    if (!state || sent.current) return;
    sent.current = true;
    const given = Object.fromEntries(PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
    void finish({ body: { ...given, state } }).then((result) => {
      if (result.error) setError(errorMessage(result.error, t('sso.failed'), t('sso.unreachable')));
      else if (!dispatch(signIn(result.data, ''))) setError(t('sso.failed'));
      else navigate(mustChangePassword(result.data.access_token) ? '/change_password' : '/', { replace: true });
    });
  }, [dispatch, finish, navigate, params, state, t]);

  // Without a state there is nothing to check: not a provider's answer.
  const shown = state ? error : t('sso.failed');
  if (!shown) {
    return (
      <PublicPage title={t('sso.completingTitle')}>
        <Notice tone="info">{t('sso.completing')}</Notice>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('sso.failedTitle')}>
      <Notice tone="error">{shown}</Notice>
      <Link className="pp-link" to="/login" replace>
        {t('sso.backToLogin')}
      </Link>
    </PublicPage>
  );
}

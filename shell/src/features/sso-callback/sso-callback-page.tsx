import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, mustChangePassword, signIn, type AppDispatch } from 'shared-auth';
import { Notice } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { SSO_MESSAGES } from '../../messages';
import { usePostOidcCallbackMutation } from '../../shared/sso-api';

const PARAMS = ['state', 'code', 'iss', 'error'] as const;

/**
 * Where the identity provider sends the browser back: its answer goes to the api, which checks it against this
 * browser's sign-in cookie; then the session starts as after a password sign-in.
 */
export function SsoCallbackPage() {
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
      if (result.error) setError(errorMessage(result.error, SSO_MESSAGES.failed, SSO_MESSAGES.unreachable));
      else if (!dispatch(signIn(result.data, ''))) setError(SSO_MESSAGES.failed);
      else navigate(mustChangePassword(result.data.access_token) ? '/change_password' : '/', { replace: true });
    });
  }, [dispatch, finish, navigate, params, state]);

  // Without a state there is nothing to check: not a provider's answer.
  const shown = state ? error : SSO_MESSAGES.failed;
  if (!shown) {
    return (
      <PublicPage title={SSO_MESSAGES.completingTitle}>
        <Notice tone="info">{SSO_MESSAGES.completing}</Notice>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={SSO_MESSAGES.failedTitle}>
      <Notice tone="error">{shown}</Notice>
      <Link className="pp-link" to="/login" replace>
        {SSO_MESSAGES.backToLogin}
      </Link>
    </PublicPage>
  );
}

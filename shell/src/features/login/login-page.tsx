import type { Credentials } from 'api-contract';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, mustChangePassword, signIn, type AppDispatch } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { usePublicTexts, type PublicTextKey } from '../../shared/public-page/public-texts';
import { SsoButton } from './sso-button';

export const loginApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postLogin: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

const { usePostLoginMutation } = loginApi;

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type LoginErrors = Partial<Record<keyof Credentials, PublicTextKey>>;

/** Spec section 5: both fields required, and the email in a valid format. */
function validateLogin({ email, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  if (!email) errors.email = 'login.emailRequired';
  else if (!EMAIL_FORMAT.test(email)) errors.email = 'login.emailInvalid';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}

/** Validates, signs in, then goes to /change_password when the token asks for it, else home. */
function useLogin(onSubmitting: () => void) {
  const t = usePublicTexts();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [login, { isLoading }] = usePostLoginMutation();
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const credentials = { email: fieldValue(form, 'email').trim(), password: fieldValue(form, 'password') };
    const errors = validateLogin(credentials);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;

    onSubmitting();
    const result = await login({ body: credentials });
    if (result.error) {
      setError(errorMessage(result.error, t('login.failed'), t('login.unreachable')));
    } else if (!dispatch(signIn(result.data, credentials.email))) {
      setError(t('login.failed'));
    } else {
      navigate(mustChangePassword(result.data.access_token) ? '/change_password' : '/', { replace: true });
    }
  };

  return { submit, isLoading, fieldErrors, error };
}

/** `onSubmitting`: called as valid credentials are sent (the app starts loading what follows sign-in). */
export function LoginPage({ onSubmitting = () => undefined }: { onSubmitting?: () => void }) {
  const { submit, isLoading, fieldErrors, error } = useLogin(onSubmitting);
  const t = usePublicTexts();
  return (
    <PublicPage title={t('login.title')} subtitle={t('login.subtitle')}>
      {error && <Notice tone="error">{error}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password && t(fieldErrors.password)}
        />
        <div className="pp-row">
          <Link className="pp-link" to="/forgot_password">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <SsoButton />
    </PublicPage>
  );
}

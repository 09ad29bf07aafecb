import type { Credentials } from 'api-contract';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, mustChangePassword, signIn, type AppDispatch } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { LOGIN_MESSAGES } from '../../messages';
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

type LoginErrors = Partial<Record<keyof Credentials, string>>;

/** Spec section 5: both fields required, and the email in a valid format. */
function validateLogin({ email, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  if (!email) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_FORMAT.test(email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

/** Validates, signs in, then goes to /change_password when the token asks for it, else home. */
function useLogin(onSubmitting: () => void) {
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
      setError(errorMessage(result.error, LOGIN_MESSAGES.failed, LOGIN_MESSAGES.unreachable));
    } else if (!dispatch(signIn(result.data, credentials.email))) {
      setError(LOGIN_MESSAGES.failed);
    } else {
      navigate(mustChangePassword(result.data.access_token) ? '/change_password' : '/', { replace: true });
    }
  };

  return { submit, isLoading, fieldErrors, error };
}

/** `onSubmitting`: called as valid credentials are sent (the app starts loading what follows sign-in). */
export function LoginPage({ onSubmitting = () => undefined }: { onSubmitting?: () => void }) {
  const { submit, isLoading, fieldErrors, error } = useLogin(onSubmitting);
  return (
    <PublicPage title={LOGIN_MESSAGES.title} subtitle={LOGIN_MESSAGES.subtitle}>
      {error && <Notice tone="error">{error}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={LOGIN_MESSAGES.email}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          error={fieldErrors.email}
        />
        <TextField
          label={LOGIN_MESSAGES.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password}
        />
        <div className="pp-row">
          <Link className="pp-link" to="/forgot_password">
            {LOGIN_MESSAGES.forgotPassword}
          </Link>
        </div>
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit}
        </button>
      </form>
      <SsoButton />
    </PublicPage>
  );
}

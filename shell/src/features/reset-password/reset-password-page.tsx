import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { useRedirectAfter } from '../../shared/use-redirect-after';
import { RESET_PASSWORD_MESSAGES } from '../../messages';
import { RESET_REDIRECT_MS } from '../../constants';

const TEXT = RESET_PASSWORD_MESSAGES;

export const resetPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postResetPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

const { usePostResetPasswordMutation } = resetPasswordApi;

function InvalidResetLink() {
  const navigate = useNavigate();
  return (
    <PublicPage title={TEXT.invalidLinkTitle}>
      <p className="pp-subtitle">
        {TEXT.invalidLinkBefore}
        <Link className="pp-link" to="/forgot_password">
          {TEXT.invalidLinkAction}
        </Link>
        .
      </p>
      {/* A full-width button as on the other public screens: a finger-sized target on a phone. */}
      <button className="pp-button pp-button--secondary" type="button" onClick={() => navigate('/login')}>
        {TEXT.backToLogin}
      </button>
    </PublicPage>
  );
}

type FieldErrors = { password?: string; confirmation?: string };

function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword, { isLoading }] = usePostResetPasswordMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  useRedirectAfter('/login', RESET_REDIRECT_MS, success !== null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = fieldValue(event.currentTarget, 'password');
    const confirmation = fieldValue(event.currentTarget, 'confirmation');
    setFieldErrors({
      password: password ? undefined : TEXT.newPasswordRequired,
      confirmation: confirmation ? undefined : TEXT.confirmPasswordRequired,
    });
    setError(password && confirmation && password !== confirmation ? TEXT.mismatch : null);
    if (!password || !confirmation || password !== confirmation) return;

    const result = await resetPassword({ body: { token, new_password: password } });
    if (result.error) setError(errorMessage(result.error, TEXT.failed));
    else setSuccess(result.data.message || TEXT.succeeded);
  };

  if (success) {
    return (
      <PublicPage title={TEXT.title}>
        <Notice tone="success">{success}</Notice>
        <p className="pp-subtitle">{TEXT.redirecting}</p>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={TEXT.title} subtitle={TEXT.subtitle}>
      {error && <Notice tone="error">{error}</Notice>}
      {/* An error answers the last attempt only: it goes as soon as the passwords change. */}
      <form onSubmit={submit} onChange={() => setError(null)} noValidate>
        <TextField
          label={TEXT.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          error={fieldErrors.password}
        />
        <TextField
          label={TEXT.confirmPassword}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmation}
        />
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? TEXT.submitting : TEXT.submit}
        </button>
      </form>
    </PublicPage>
  );
}

/** Reached from the emailed link `/reset_password?token=...`. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { usePublicTexts, type PublicTextKey } from '../../shared/public-page/public-texts';
import { useRedirectAfter } from '../../shared/use-redirect-after';
import { RESET_REDIRECT_MS } from '../../constants';

export const resetPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postResetPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

const { usePostResetPasswordMutation } = resetPasswordApi;

function InvalidResetLink() {
  const t = usePublicTexts();
  const navigate = useNavigate();
  return (
    <PublicPage title={t('resetPassword.invalidLinkTitle')}>
      <p className="pp-subtitle">
        {t('resetPassword.invalidLinkBefore')}
        <Link className="pp-link" to="/forgot_password">
          {t('resetPassword.invalidLinkAction')}
        </Link>
        .
      </p>
      {/* A full-width button as on the other public screens: a finger-sized target on a phone. */}
      <button className="pp-button pp-button--secondary" type="button" onClick={() => navigate('/login')}>
        {t('resetPassword.backToLogin')}
      </button>
    </PublicPage>
  );
}

type FieldErrors = { password?: PublicTextKey; confirmation?: PublicTextKey };

function ResetPasswordForm({ token }: { token: string }) {
  const t = usePublicTexts();
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
      password: password ? undefined : 'resetPassword.newPasswordRequired',
      confirmation: confirmation ? undefined : 'resetPassword.confirmPasswordRequired',
    });
    setError(password && confirmation && password !== confirmation ? t('resetPassword.mismatch') : null);
    if (!password || !confirmation || password !== confirmation) return;

    const result = await resetPassword({ body: { token, new_password: password } });
    if (result.error) setError(errorMessage(result.error, t('resetPassword.failed')));
    else setSuccess(result.data.message || t('resetPassword.succeeded'));
  };

  if (success) {
    return (
      <PublicPage title={t('resetPassword.title')}>
        <Notice tone="success">{success}</Notice>
        <p className="pp-subtitle">{t('resetPassword.redirecting')}</p>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      {error && <Notice tone="error">{error}</Notice>}
      {/* An error answers the last attempt only: it goes as soon as the passwords change. */}
      <form onSubmit={submit} onChange={() => setError(null)} noValidate>
        <TextField
          label={t('resetPassword.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          error={fieldErrors.password && t(fieldErrors.password)}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmation && t(fieldErrors.confirmation)}
        />
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? t('resetPassword.submitting') : t('resetPassword.submit')}
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

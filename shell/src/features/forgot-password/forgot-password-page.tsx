import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useNotice } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { usePublicTexts } from '../../shared/public-page/public-texts';

export const forgotPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postForgotPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

const { usePostForgotPasswordMutation } = forgotPasswordApi;

export function ForgotPasswordPage() {
  const t = usePublicTexts();
  const navigate = useNavigate();
  const [forgotPassword, { isLoading }] = usePostForgotPasswordMutation();
  const [emailMissing, setEmailMissing] = useState(false);
  const { notice, clear, succeed, fail, run } = useNotice();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldValue(event.currentTarget, 'email').trim();
    setEmailMissing(!email);
    clear();
    if (!email) return;
    const result = await run(() => forgotPassword({ body: { email } }));
    if (result.error) fail(errorMessage(result.error, t('forgotPassword.failed')));
    else succeed(result.data.message || t('forgotPassword.sent'));
  };

  return (
    <PublicPage title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {notice && <Notice tone={notice.type}>{notice.text}</Notice>}
      <form onSubmit={submit} onChange={clear} noValidate>
        <TextField
          label={t('forgotPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          error={emailMissing ? t('forgotPassword.emailRequired') : undefined}
        />
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </button>
      </form>
      <button className="pp-button pp-button--secondary" type="button" onClick={() => navigate('/login')}>
        {t('forgotPassword.backToLogin')}
      </button>
    </PublicPage>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useNotice } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { fieldValue, Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { FORGOT_PASSWORD_MESSAGES } from '../../messages';

const TEXT = FORGOT_PASSWORD_MESSAGES;

export const forgotPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postForgotPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

const { usePostForgotPasswordMutation } = forgotPasswordApi;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [forgotPassword, { isLoading }] = usePostForgotPasswordMutation();
  const [emailError, setEmailError] = useState<string>();
  const { notice, clear, succeed, fail, run } = useNotice();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldValue(event.currentTarget, 'email').trim();
    setEmailError(email ? undefined : TEXT.emailRequired);
    clear();
    if (!email) return;
    const result = await run(() => forgotPassword({ body: { email } }));
    if (result.error) fail(errorMessage(result.error, TEXT.failed));
    else succeed(result.data.message || TEXT.sent);
  };

  return (
    <PublicPage title={TEXT.title} subtitle={TEXT.subtitle}>
      {notice && <Notice tone={notice.type}>{notice.text}</Notice>}
      <form onSubmit={submit} onChange={clear} noValidate>
        <TextField label={TEXT.email} name="email" type="email" autoComplete="email" autoFocus error={emailError} />
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? TEXT.submitting : TEXT.submit}
        </button>
      </form>
      <button className="pp-button pp-button--secondary" type="button" onClick={() => navigate('/login')}>
        {TEXT.backToLogin}
      </button>
    </PublicPage>
  );
}

import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, sessionFromTokens, signedIn, useSession } from 'shared-auth';
import { useChangePasswordMutation } from './api';
import { CHANGE_PASSWORD_MESSAGES as TEXT } from './messages';

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirmation: string;
}

/** Sends the change unless the confirmation differs; keeps the fresh tokens the api answers with. */
export function useChangePassword() {
  const dispatch = useDispatch();
  const user = useSession();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async ({ old_password, new_password, confirmation }: ChangePasswordValues) => {
    setError(null);
    if (new_password !== confirmation) {
      setError(TEXT.mismatch);
      return;
    }
    const result = await changePassword({ old_password, new_password });
    if (result.error) {
      setError(errorMessage(result.error, TEXT.failed, TEXT.unreachable));
      return;
    }
    const { message, access_token, refresh_token } = result.data;
    const session = access_token && refresh_token ? sessionFromTokens(access_token, refresh_token, user?.email) : null;
    if (session) dispatch(signedIn(session));
    setSuccess(message || TEXT.succeeded);
  };

  return { submit, isLoading, error, success };
}

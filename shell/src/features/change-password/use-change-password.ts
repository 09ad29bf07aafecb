import { useDispatch } from 'react-redux';
import { errorMessage, sessionFromTokens, signedIn, useNotice, useSession } from 'shared-auth';
import { usePostChangePasswordMutation } from '../../generated-api';
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
  const [changePassword, { isLoading }] = usePostChangePasswordMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const submit = async ({ old_password, new_password, confirmation }: ChangePasswordValues) => {
    if (new_password !== confirmation) {
      fail(TEXT.mismatch);
      return;
    }
    const result = await run(() => changePassword({ body: { old_password, new_password } }));
    if (result.error) {
      // The api's reason comes first: a wrong old password, a weak one, or the temporary one used again.
      fail(errorMessage(result.error, TEXT.failed, TEXT.unreachable));
      return;
    }
    const { message, access_token, refresh_token } = result.data;
    const session = access_token && refresh_token ? sessionFromTokens(access_token, refresh_token, user?.email) : null;
    if (session) dispatch(signedIn(session));
    succeed(message || TEXT.succeeded);
  };

  return { submit, isLoading, notice, clearNotice: clear };
}

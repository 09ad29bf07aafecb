import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage, mustChangePassword, signIn, type AppDispatch } from 'shared-auth';
import { fieldValue } from '../../shared/public-page/fields';
import { usePostLoginMutation } from './api';
import { LOGIN_MESSAGES } from './messages';
import { validateLogin, type LoginErrors } from './validate-login';

/** Validates, signs in, then goes to /change_password when the token asks for it, else home. */
export function useLogin() {
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

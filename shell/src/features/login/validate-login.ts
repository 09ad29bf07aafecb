import type { Credentials } from 'api-contract';
import { LOGIN_MESSAGES } from './messages';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginErrors = Partial<Record<keyof Credentials, string>>;

/** Spec section 5: both fields required, and the email in a valid format. */
export function validateLogin({ email, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  if (!email) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_FORMAT.test(email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

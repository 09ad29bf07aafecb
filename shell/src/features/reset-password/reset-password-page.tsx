import { useSearchParams } from 'react-router-dom';
import { InvalidResetLink } from './invalid-reset-link';
import { ResetPasswordForm } from './reset-password-form';

/** Reached from the emailed link `/reset_password?token=...`. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}

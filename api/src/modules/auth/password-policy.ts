import { zxcvbn } from '../../lib/zxcvbn';
import { authError, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE } from './messages';

/** Who the password belongs to: their name and email make a guess easier, so they count as dictionary words. */
export interface PasswordOwner {
  first_name: string;
  last_name: string;
  email: string;
}

function ownWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  return [owner.first_name, owner.last_name, local, ...local.split(/[._+-]/), ...domain.split('.')].filter(Boolean);
}

/** Refuses a new password shorter than the minimum or that zxcvbn scores below 3 (guessable). */
export function assertPasswordStrength(password: string, owner: PasswordOwner): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw authError(400, 'auth.password_too_short');
  const result = zxcvbn().check(password, ownWords(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  throw authError(400, 'auth.password_too_weak', { hint: hint ?? '' });
}

import { Type } from 'typebox';
import { MessageBody, withErrors } from '../../lib/schemas';

export const TokenPairBody = Type.Object({ access_token: Type.String(), refresh_token: Type.String() });

export const LoginSchema = {
  summary: 'Sign in',
  tags: ['auth'],
  description:
    'A successful sign-in sets the `login_device` cookie (HttpOnly, SameSite=Strict, path /api/login); sent again ' +
    'with a sign-in of the same account, it skips the throttle guesses from elsewhere put on the account. 403: ' +
    'the right password of a person who signed in through single sign-on while PASSWORD_SIGN_IN_FOR_SSO_USERS is ' +
    'false.',
  body: Type.Object({ email: Type.String({ format: 'email' }), password: Type.String({ minLength: 1 }) }),
  response: withErrors({ 200: TokenPairBody }, 400, 401, 403, 429),
};

export const RefreshSchema = {
  summary: 'Refresh the access token',
  tags: ['auth'],
  description: 'Send the refresh token as `Authorization: Bearer <refresh_token>`; it is rotated.',
  response: withErrors({ 200: TokenPairBody }, 401),
};

export const LogoutSchema = {
  summary: 'Sign out',
  tags: ['auth'],
  description: 'Send the refresh token as `Authorization: Bearer <refresh_token>`; its whole family is revoked.',
  response: withErrors({ 200: MessageBody }, 401),
};

export const ChangePasswordSchema = {
  summary: 'Change your password',
  tags: ['auth'],
  body: Type.Object({ old_password: Type.String({ minLength: 1 }), new_password: Type.String({ minLength: 1 }) }),
  response: withErrors(
    { 200: Type.Object({ message: Type.String(), access_token: Type.String(), refresh_token: Type.String() }) },
    400,
    401,
    429,
  ),
};

export const ForgotPasswordSchema = {
  summary: 'Request a password reset mail',
  tags: ['auth'],
  body: Type.Object({ email: Type.String({ format: 'email' }) }),
  response: withErrors({ 200: MessageBody }, 400, 429),
};

export const ResetPasswordSchema = {
  summary: 'Reset a password with a mailed token',
  tags: ['auth'],
  body: Type.Object({ token: Type.String({ minLength: 1 }), new_password: Type.String({ minLength: 1 }) }),
  response: withErrors({ 200: MessageBody }, 400, 429),
};

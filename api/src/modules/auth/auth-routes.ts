import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from './auth-plugin';
import { createAuthLimits } from './auth-limits';
import * as schemas from './auth-schemas';
import { createDeviceCookies } from './device-cookie';
import { createLoginLimiter } from './login-limiter';
import { login } from './login-service';
import { logout } from './logout-service';
import { AUTH_MESSAGES } from './messages';
import { changePassword } from './password-service';
import { refresh } from './refresh-service';
import { requestPasswordReset, resetPassword } from './reset-service';
import { bearerToken } from './tokens';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.counters;
  const limits = createAuthLimits(store);
  const limiter = createLoginLimiter(store, {
    windowSeconds: app.config.loginWindowSeconds,
    maxPerAddress: app.config.loginMaxAttemptsPerIp,
    maxPerAccountAndAddress: app.config.loginMaxAttemptsPerEmail,
    maxPerDevice: app.config.loginMaxAttemptsPerEmail,
    slowdownAfter: app.config.loginSlowdownAfter,
    baseDelayMs: app.config.loginSlowdownBaseMs,
    maxDelayMs: app.config.loginSlowdownMaxMs,
  });
  const devices = createDeviceCookies(app.config.jwtSecret);

  app.post(
    '/api/login',
    { config: { ...access.public, employeeData: 'own', tokenScope: null }, schema: schemas.LoginSchema },
    async (request, reply) => {
      const { email } = request.body;
      const deviceNonce = devices.trustedNonce(request.headers.cookie, email);
      const tokens = await login(app, limiter, { ...request.body, ip: request.ip, deviceNonce });
      void reply.header('set-cookie', devices.issue(email, request.protocol === 'https'));
      return tokens;
    },
  );

  app.post(
    '/api/refresh',
    { config: { ...access.public, employeeData: 'own', tokenScope: null }, schema: schemas.RefreshSchema },
    (request) => refresh(app, bearerToken(request.headers.authorization)),
  );

  app.post(
    '/api/logout',
    { config: { ...access.public, employeeData: 'own', tokenScope: null }, schema: schemas.LogoutSchema },
    async (request) => {
      await logout(app, bearerToken(request.headers.authorization));
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.post(
    '/api/change_password',
    {
      config: { ...access.signedIn, allowPasswordChangeRequired: true, employeeData: 'own', tokenScope: null },
      schema: schemas.ChangePasswordSchema,
    },
    async (request) => {
      const { id } = currentUser(request);
      await limits.changePerAccount.hit(String(id));
      const result = await changePassword(app, id, request.body.old_password, request.body.new_password);
      await limits.changePerAccount.clear(String(id));
      return result;
    },
  );

  // Same answer, same time, whether the account exists: the lookup and the mail happen after the reply.
  app.post(
    '/api/forgot_password',
    { config: { ...access.public, employeeData: 'own', tokenScope: null }, schema: schemas.ForgotPasswordSchema },
    async (request) => {
      await limits.forgotPerAddress.hit(request.ip);
      await limits.forgotPerEmail.hit(request.body.email);
      const { email } = request.body;
      app.background.run('password reset mail', () => requestPasswordReset(app, email));
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/api/reset_password',
    { config: { ...access.public, employeeData: 'own', tokenScope: null }, schema: schemas.ResetPasswordSchema },
    async (request) => {
      await limits.resetPerAddress.hit(request.ip);
      await resetPassword(app, request.body.token, request.body.new_password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCounterStore } from '../../lib/counter-store';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import * as schemas from './auth-schemas';
import { createLoginLimiter } from './login-limiter';
import { login } from './login-service';
import { AUTH_MESSAGES } from './messages';
import { changePassword } from './password-service';
import { refresh } from './refresh-service';
import { requestPasswordReset, resetPassword } from './reset-service';
import { bearerToken } from './tokens';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = createCounterStore(app.config.redisUrl);
  app.addHook('onClose', () => store.close());
  const limiter = createLoginLimiter(store, {
    windowSeconds: app.config.loginWindowSeconds,
    maxPerIp: app.config.loginMaxAttemptsPerIp,
    maxPerEmail: app.config.loginMaxAttemptsPerEmail,
  });

  app.post('/api/login', { config: access.public, schema: schemas.LoginSchema }, (request) =>
    login(app, limiter, { ...request.body, ip: request.ip }),
  );

  app.post('/api/refresh', { config: access.public, schema: schemas.RefreshSchema }, (request) =>
    refresh(app, bearerToken(request.headers.authorization)),
  );

  app.post(
    '/api/change_password',
    { config: { ...access.signedIn, allowPasswordChangeRequired: true }, schema: schemas.ChangePasswordSchema },
    (request) => changePassword(app, currentUser(request).id, request.body.old_password, request.body.new_password),
  );

  app.post('/api/forgot_password', { config: access.public, schema: schemas.ForgotPasswordSchema }, async (request) => {
    await requestPasswordReset(app, request.body.email);
    return { message: AUTH_MESSAGES.resetLinkSent };
  });

  app.post('/api/reset_password', { config: access.public, schema: schemas.ResetPasswordSchema }, async (request) => {
    await resetPassword(app, request.body.token, request.body.new_password);
    return { message: AUTH_MESSAGES.passwordReset };
  });
};

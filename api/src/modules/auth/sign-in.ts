import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { AUDIT_ACTIONS } from '../audit';
import type { AuthEmployee } from './auth-repository';
import { issueTokens, type TokenPair } from './tokens';

/** How a person proved who they are: a password, or the company's identity provider (modules/oidc). */
export type SignInMethod = 'password' | 'oidc';

export interface SignInDetails {
  ip: string;
  method: SignInMethod;
}

/** The audit entry of a refused sign-in, and the metric; `employeeId` when the person is known. */
export async function recordSignInFailure(
  app: FastifyInstance,
  employeeId: number | null,
  details: SignInDetails & { email?: string; reason: string; result: string },
): Promise<void> {
  const { result, method, ...rest } = details;
  app.metrics.loginAttempts.inc({ result });
  await app.db.transaction().execute((tx) =>
    app.audit.record(tx, {
      actorId: employeeId,
      action: AUDIT_ACTIONS.signInFailed,
      details: method === 'password' ? rest : { ...rest, method },
    }),
  );
}

/**
 * The one way a session starts, whatever proved the person: an access token and a new refresh token family, and
 * the audit entry, in one transaction with what the caller adds (`alsoInTx`).
 */
export async function startSession(
  app: FastifyInstance,
  employee: AuthEmployee,
  { ip, method }: SignInDetails,
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<TokenPair> {
  app.metrics.loginAttempts.inc({ result: 'success' });
  return app.db.transaction().execute(async (tx) => {
    await alsoInTx?.(tx);
    const tokens = await issueTokens(app, tx, employee);
    await app.audit.record(tx, {
      actorId: employee.employee_id,
      action: AUDIT_ACTIONS.signIn,
      details: method === 'password' ? { ip } : { ip, method },
    });
    return tokens;
  });
}

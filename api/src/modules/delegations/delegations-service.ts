import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/types';
import { daysInRange, localDate } from '../../lib/time-zone';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { loadAttendanceSettings } from '../settings';
import { delegationError, MAX_DELEGATION_DAYS } from './messages';

export interface DelegationInput {
  delegate_id: number;
  start_date: string;
  end_date: string;
}

async function companyToday(db: Executor): Promise<string> {
  return localDate(new Date(), (await loadAttendanceSettings(db)).timeZone);
}

const delegateName = (db: Executor) =>
  db
    .selectFrom('approval_delegations as d')
    .innerJoin('employees as x', 'x.employee_id', 'd.delegate_id')
    .select(['d.delegation_id', 'd.delegate_id', 'd.start_date', 'd.end_date'])
    .select((eb) => eb.fn<string>('concat_ws', [eb.val(' '), 'x.first_name', 'x.last_name']).as('delegate_name'))
    .where('d.revoked_at', 'is', null);

export async function listDelegations(app: FastifyInstance, delegatorId: number) {
  return delegateName(app.db)
    .where('d.delegator_id', '=', delegatorId)
    .where('d.end_date', '>=', await companyToday(app.db))
    .orderBy('d.start_date')
    .execute();
}

/** Who can stand in: active managers and admins (the same rule createDelegation checks). */
const approvers = (db: Executor) =>
  db.selectFrom('employees').where('status', '=', 'active').where('role', 'in', ['manager', 'admin']);

export async function delegateCandidates(app: FastifyInstance, delegatorId: number) {
  return approvers(app.db)
    .select((eb) => [
      'employee_id',
      eb.fn<string>('concat_ws', [eb.val(' '), 'first_name', 'last_name']).as('employee_name'),
    ])
    .where('employee_id', '<>', delegatorId)
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
}

export async function createDelegation(app: FastifyInstance, delegator: AuthUser, input: DelegationInput) {
  const { delegate_id, start_date, end_date } = input;
  if (end_date < start_date) throw delegationError(400, 'delegation.end_before_start');
  if (end_date < (await companyToday(app.db))) throw delegationError(400, 'delegation.in_past');
  if (daysInRange(start_date, end_date) > MAX_DELEGATION_DAYS) throw delegationError(400, 'delegation.too_long');
  return app.db.transaction().execute(async (tx) => {
    // The delegator's row lock: two delegations sent at once are checked for overlap one after the other.
    await tx
      .selectFrom('employees')
      .select('employee_id')
      .where('employee_id', '=', delegator.id)
      .forNoKeyUpdate()
      .execute();
    const delegate = await approvers(tx)
      .select('employee_id')
      .where('employee_id', '=', delegate_id)
      .where('employee_id', '<>', delegator.id)
      .executeTakeFirst();
    if (!delegate) throw delegationError(400, 'delegation.not_approver');
    const clash = await delegateName(tx)
      .where('d.delegator_id', '=', delegator.id)
      .where('d.start_date', '<=', end_date)
      .where('d.end_date', '>=', start_date)
      .executeTakeFirst();
    if (clash)
      throw delegationError(409, 'delegation.overlap', {
        start: clash.start_date,
        end: clash.end_date,
        name: clash.delegate_name,
      });
    const { delegation_id } = await tx
      .insertInto('approval_delegations')
      .values({ delegator_id: delegator.id, delegate_id, start_date, end_date })
      .returning('delegation_id')
      .executeTakeFirstOrThrow();
    const details = { delegation_id, delegate_id, start_date, end_date };
    await app.audit.record(tx, { actorId: delegator.id, action: AUDIT_ACTIONS.delegationCreated, details });
    return delegation_id;
  });
}

export async function revokeDelegation(app: FastifyInstance, delegatorId: number, delegationId: number) {
  await app.db.transaction().execute(async (tx) => {
    const revoked = await tx
      .updateTable('approval_delegations')
      .set({ revoked_at: new Date() })
      .where('delegation_id', '=', delegationId)
      .where('delegator_id', '=', delegatorId)
      .where('revoked_at', 'is', null)
      .returning(['delegate_id', 'start_date', 'end_date'])
      .executeTakeFirst();
    if (!revoked) throw delegationError(404, 'delegation.not_found');
    const details = { delegation_id: delegationId, ...revoked };
    await app.audit.record(tx, { actorId: delegatorId, action: AUDIT_ACTIONS.delegationRevoked, details });
  });
}

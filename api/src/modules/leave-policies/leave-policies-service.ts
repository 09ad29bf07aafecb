import type { Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation';
import { AUDIT_ACTIONS } from '../audit';
import * as repo from './leave-policies-repository';
import type { NewPolicyBody, PolicyBody } from './leave-policies-schemas';
import { leavePolicyError, LEAVE_POLICY_MESSAGES as M } from './messages';

type Policy = Static<typeof PolicyBody>;

function cleanPolicy(policy: Policy): Policy {
  const display_name = policy.display_name.trim().replace(/\s+/g, ' ');
  if (!display_name) throw leavePolicyError(400, 'leave_policy.display_name_required');
  if (policy.carry_over_expiry_month !== null && policy.carry_over_cap === 0)
    throw leavePolicyError(400, 'leave_policy.expiry_without_cap');
  if (policy.unit === 'hour' && policy.half_days_allowed)
    throw leavePolicyError(400, 'leave_policy.half_days_in_hours');
  return { ...policy, display_name };
}

export async function createPolicy(app: FastifyInstance, actorId: number, body: Static<typeof NewPolicyBody>) {
  const { leave_type, ...fields } = body;
  const name = leave_type.trim();
  const policy = cleanPolicy(fields);
  try {
    return await app.db.transaction().execute(async (tx) => {
      if (await repo.findPolicyByName(tx, name)) throw leavePolicyError(409, 'leave_policy.name_taken', { name });
      const leaveTypeId = await repo.insertPolicy(tx, { name, ...policy });
      const details = { leave_type_id: leaveTypeId, leave_type: name, ...policy };
      await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.leavePolicyCreated, details });
      return leaveTypeId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw leavePolicyError(409, 'leave_policy.name_taken', { name });
    throw err;
  }
}

export async function changePolicy(app: FastifyInstance, actorId: number, leaveTypeId: number, body: Policy) {
  const policy = cleanPolicy(body);
  await app.db.transaction().execute(async (tx) => {
    const before = await repo.findPolicy(tx, leaveTypeId);
    if (!before) throw leavePolicyError(404, 'leave_policy.not_found');
    if (policy.unit !== undefined && policy.unit !== before.unit && (await repo.isPolicyUsed(tx, leaveTypeId)))
      throw leavePolicyError(409, 'leave_policy.unit_in_use');
    if ((policy.unit ?? before.unit) === 'hour' && policy.half_days_allowed)
      throw leavePolicyError(400, 'leave_policy.half_days_in_hours');
    await repo.updatePolicy(tx, leaveTypeId, policy);
    const details = { leave_type_id: leaveTypeId, before, after: policy };
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.leavePolicyUpdated, details });
  });
}

/** Deletes an unused type; one that requests or balance lines refer to is deactivated, so history keeps its name. */
export async function removePolicy(app: FastifyInstance, actorId: number, leaveTypeId: number) {
  return app.db.transaction().execute(async (tx) => {
    const policy = await repo.findPolicy(tx, leaveTypeId);
    if (!policy) throw leavePolicyError(404, 'leave_policy.not_found');
    const used = await repo.isPolicyUsed(tx, leaveTypeId);
    if (used) await repo.updatePolicy(tx, leaveTypeId, { active: false });
    else await repo.deletePolicy(tx, leaveTypeId);
    const details = { leave_type_id: leaveTypeId, leave_type: policy.leave_type, deleted: !used };
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.leavePolicyDeleted, details });
    return used ? { message: M.deactivated, deleted: false } : { message: M.deleted, deleted: true };
  });
}

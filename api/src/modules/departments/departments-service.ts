import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { AUDIT_ACTIONS } from '../audit';
import * as repo from './departments-repository';
import { departmentError, DEPARTMENT_NAME_MAX } from './messages';

// Managers and admins may both create, rename and delete departments (the access table: shared-auth/src/access/access-table.ts); every change is audited.

function cleanName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw departmentError(400, 'department.name_required');
  if (name.length > DEPARTMENT_NAME_MAX) throw departmentError(400, 'department.name_too_long');
  return name;
}

/** Runs `work` once the name is known to be free; a concurrent insert of the same name still ends in the 409. */
async function withFreeName<T>(
  app: FastifyInstance,
  name: string,
  exceptId: number | undefined,
  work: (tx: Tx) => Promise<T>,
) {
  try {
    return await app.db.transaction().execute(async (tx) => {
      const taken = await repo.findByName(tx, name, exceptId);
      if (taken) throw departmentError(409, 'department.name_taken', { name: taken.department_name });
      return work(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw departmentError(409, 'department.name_taken', { name });
    throw err;
  }
}

export async function createDepartment(app: FastifyInstance, actorId: number, rawName: string): Promise<number> {
  const name = cleanName(rawName);
  return withFreeName(app, name, undefined, async (tx) => {
    const departmentId = await repo.insertDepartment(tx, name);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.departmentCreated,
      details: { department_id: departmentId, name },
    });
    return departmentId;
  });
}

export async function renameDepartment(app: FastifyInstance, actorId: number, departmentId: number, rawName: string) {
  const name = cleanName(rawName);
  await withFreeName(app, name, departmentId, async (tx) => {
    const current = await repo.findDepartment(tx, departmentId);
    if (!current) throw departmentError(404, 'department.not_found');
    await repo.renameDepartment(tx, departmentId, name);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.departmentRenamed,
      details: { department_id: departmentId, from: current.department_name, to: name },
    });
  });
}

export async function deleteDepartment(app: FastifyInstance, actorId: number, departmentId: number): Promise<void> {
  await app.db.transaction().execute(async (tx) => {
    const current = await repo.lockDepartment(tx, departmentId);
    if (!current) throw departmentError(404, 'department.not_found');
    const active = await repo.countActiveMembers(tx, departmentId);
    if (active > 0) throw departmentError(400, 'department.has_members', { count: active });
    const members = await repo.deleteDepartment(tx, departmentId);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.departmentDeleted,
      details: { department_id: departmentId, name: current.department_name, memberships_removed: members },
    });
  });
}

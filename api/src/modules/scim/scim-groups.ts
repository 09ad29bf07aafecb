import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { addMembers, createDepartment, deleteDepartment, removeMembers, renameDepartment } from '../departments';
import { SCHEMAS, scimError } from './messages';
import type { EqualityFilter } from './scim-filter';
import type { PatchOperation } from './scim-patch';

export interface GroupRow {
  department_id: number;
  department_name: string;
  created_at: Date;
  members: { employee_id: number; name: string }[];
}

/** A department as a SCIM Group (RFC 7643 4.2); `members` left out when the client excluded them (Entra does). */
export function groupResource(row: GroupRow, baseUrl: string, withMembers = true) {
  return {
    schemas: [SCHEMAS.group],
    id: String(row.department_id),
    displayName: row.department_name,
    ...(withMembers && {
      members: row.members.map((member) => ({
        value: String(member.employee_id),
        display: member.name,
        $ref: `${baseUrl}/Users/${member.employee_id}`,
      })),
    }),
    meta: {
      resourceType: 'Group',
      created: row.created_at.toISOString(),
      location: `${baseUrl}/Groups/${row.department_id}`,
    },
  };
}

function groupsQuery(db: Executor) {
  return db.selectFrom('departments as d').select([
    'd.department_id',
    'd.department_name',
    'd.created_at',
    sql<GroupRow['members']>`coalesce((
        select json_agg(json_build_object('employee_id', e.employee_id, 'name', e.first_name || ' ' || e.last_name)
                        order by e.employee_id)
        from employee_departments ed join employees e using (employee_id)
        where ed.department_id = d.department_id), '[]')`.as('members'),
  ]);
}

export async function groupOrNotFound(db: Executor, id: string): Promise<GroupRow> {
  const departmentId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const row = Number.isNaN(departmentId)
    ? undefined
    : await groupsQuery(db).where('d.department_id', '=', departmentId).executeTakeFirst();
  if (!row) throw scimError(404, 'scim.group_not_found', { id });
  return row as GroupRow;
}

export async function listGroups(db: Executor, filter: EqualityFilter | null, page: { offset: number; count: number }) {
  let query = groupsQuery(db);
  if (filter) query = query.where(sql`lower(d.department_name)`, '=', filter.value.toLowerCase());
  const { total } = await db
    .selectFrom(query.as('matching'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows =
    page.count === 0 ? [] : await query.orderBy('d.department_id').offset(page.offset).limit(page.count).execute();
  return { total, rows: rows as GroupRow[] };
}

/** The employee ids of `[{value}]`, every one an existing employee. */
async function memberIds(db: Executor, value: unknown): Promise<number[]> {
  const list = Array.isArray(value) ? (value as { value?: unknown }[]) : [];
  const ids = list.map((member) => Number(member.value));
  if (list.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw scimError(400, 'scim.invalid_value', { detail: 'members must be a list of {"value": "<user id>"}.' });
  }
  const found = await db.selectFrom('employees').select('employee_id').where('employee_id', 'in', ids).execute();
  const missing = ids.filter((id) => !found.some((row) => row.employee_id === id));
  if (missing.length > 0)
    throw scimError(400, 'scim.invalid_value', { detail: `Unknown users: ${missing.join(', ')}.` });
  return ids;
}

const MEMBER_FILTER = /^members\[value eq "(\d+)"\]$/i;

/** A Group PATCH: displayName replaced, members added, removed or replaced (Okta's and Entra's forms). */
export async function patchGroup(app: FastifyInstance, actorId: number, group: GroupRow, operations: PatchOperation[]) {
  for (const { op: rawOp, path = '', value } of operations) {
    const op = rawOp.toLowerCase();
    const named = MEMBER_FILTER.exec(path.trim());
    if (path.toLowerCase() === 'displayname' || (!path && op === 'replace' && typeof value === 'object' && value)) {
      const name = path ? value : (value as { displayName?: unknown }).displayName;
      if (typeof name !== 'string')
        throw scimError(400, 'scim.invalid_patch', { detail: 'displayName must be a string.' });
      await renameDepartment(app, actorId, group.department_id, name);
    } else if (named && op === 'remove') {
      await removeMembers(app.db, group.department_id, [Number(named[1])]);
    } else if (path.toLowerCase() === 'members' && op === 'add') {
      await addMembers(app.db, group.department_id, await memberIds(app.db, value));
    } else if (path.toLowerCase() === 'members' && op === 'remove') {
      await removeMembers(app.db, group.department_id, value === undefined ? 'all' : await memberIds(app.db, value));
    } else if (path.toLowerCase() === 'members' && op === 'replace') {
      await replaceMembers(app.db, group.department_id, value);
    } else {
      throw scimError(400, 'scim.invalid_patch', {
        detail: `${rawOp} ${path || '(no path)'} is not supported on a Group.`,
      });
    }
  }
}

async function replaceMembers(db: Executor, departmentId: number, value: unknown) {
  const ids = Array.isArray(value) && value.length === 0 ? [] : await memberIds(db, value);
  await db.transaction().execute(async (tx) => {
    await removeMembers(tx, departmentId, 'all');
    await addMembers(tx, departmentId, ids);
  });
}

export async function createGroup(app: FastifyInstance, actorId: number, body: Record<string, unknown>) {
  if (typeof body.displayName !== 'string') {
    throw scimError(400, 'scim.invalid_value', { detail: 'displayName is required.' });
  }
  const members = Array.isArray(body.members) && body.members.length > 0 ? await memberIds(app.db, body.members) : [];
  const departmentId = await createDepartment(app, actorId, body.displayName);
  await addMembers(app.db, departmentId, members);
  return departmentId;
}

export async function replaceGroup(
  app: FastifyInstance,
  actorId: number,
  group: GroupRow,
  body: Record<string, unknown>,
) {
  if (typeof body.displayName !== 'string') {
    throw scimError(400, 'scim.invalid_value', { detail: 'displayName is required.' });
  }
  if (body.displayName !== group.department_name) {
    await renameDepartment(app, actorId, group.department_id, body.displayName);
  }
  await replaceMembers(app.db, group.department_id, body.members ?? []);
}

/** A group the directory deletes: its memberships go with it (the people stay). */
export async function deleteGroup(app: FastifyInstance, actorId: number, group: GroupRow) {
  await removeMembers(app.db, group.department_id, 'all');
  await deleteDepartment(app, actorId, group.department_id);
}

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Selectable } from 'kysely';
import type { ShiftTypesTable } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { AUDIT_ACTIONS } from '../audit';
import { settingValues } from '../settings';
import { shiftError } from './messages';
import * as repo from './shift-types-repository';
import type { ShiftTypeBody, ShiftTypeChange } from './shift-types-schemas';
import { clock } from './shift-times';

type Row = Selectable<ShiftTypesTable>;

export function presentShiftType(row: Row, defaultGrace: number) {
  return {
    shift_type_id: row.shift_type_id,
    name: row.name,
    start_time: clock(row.start_time),
    end_time: clock(row.end_time),
    break_minutes: row.break_minutes,
    grace_minutes: row.grace_minutes,
    effective_grace_minutes: row.grace_minutes ?? defaultGrace,
    color: row.color,
    office: row.office,
    archived: row.archived_at !== null,
  };
}

const defaultGrace = async (app: FastifyInstance) => Number((await settingValues(app.db)).GRACE_MINUTES);

export async function shiftTypes(app: FastifyInstance, includeArchived: boolean) {
  const grace = await defaultGrace(app);
  return (await repo.listShiftTypes(app.db, includeArchived)).map((row) => presentShiftType(row, grace));
}

/** The allowed location's own spelling of `office`, refusing a name nobody clocks at. */
async function knownOffice(app: FastifyInstance, office: string | null | undefined) {
  if (office === undefined || office === null) return office;
  const known = await repo.knownLocationNames(app.db);
  const match = known.find((name) => name.toLowerCase() === office.trim().toLowerCase());
  if (!match) throw shiftError(400, 'shifts.unknown_office', { office, known: known.join(', ') });
  return match;
}

async function cleanFields(app: FastifyInstance, body: Static<typeof ShiftTypeChange>) {
  const { archived, ...fields } = body;
  if (fields.start_time !== undefined && fields.start_time === fields.end_time) {
    throw shiftError(400, 'shifts.same_times');
  }
  const name = fields.name?.trim().replace(/\s+/g, ' ');
  if (name === '') throw shiftError(400, 'shifts.name_required');
  return {
    archived,
    values: { ...fields, ...(name !== undefined && { name }), office: await knownOffice(app, fields.office) },
  };
}

async function nameFree<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'shift_types_name_key')) throw shiftError(409, 'shifts.type_name_taken', { name: name! });
    throw err;
  }
}

export async function createShiftType(app: FastifyInstance, actorId: number, body: Static<typeof ShiftTypeBody>) {
  const { values } = await cleanFields(app, body);
  const row = await nameFree(values.name, () =>
    app.db.transaction().execute(async (tx) => {
      const created = await repo.insertShiftType(tx, values as repo.ShiftTypeValues);
      await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.shiftTypeCreated, details: created });
      return created;
    }),
  );
  return presentShiftType(row, await defaultGrace(app));
}

export async function changeShiftType(
  app: FastifyInstance,
  actorId: number,
  shiftTypeId: number,
  body: Static<typeof ShiftTypeChange>,
) {
  const current = await repo.findShiftType(app.db, shiftTypeId);
  if (!current) throw shiftError(404, 'shifts.type_not_found');
  const start = body.start_time ?? clock(current.start_time);
  const end = body.end_time ?? clock(current.end_time);
  if (start === end) throw shiftError(400, 'shifts.same_times');
  const { archived, values } = await cleanFields(app, body);
  const archivedAt =
    archived === undefined ? {} : { archived_at: archived ? (current.archived_at ?? new Date()).toISOString() : null };
  const row = await nameFree(values.name ?? current.name, () =>
    app.db.transaction().execute(async (tx) => {
      const changed = await repo.updateShiftType(tx, shiftTypeId, { ...values, ...archivedAt });
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.shiftTypeUpdated,
        details: { shift_type_id: shiftTypeId, ...body },
      });
      return changed;
    }),
  );
  return presentShiftType(row, await defaultGrace(app));
}

export async function removeShiftType(app: FastifyInstance, actorId: number, shiftTypeId: number) {
  await app.db.transaction().execute(async (tx) => {
    const type = await repo.findShiftType(tx, shiftTypeId);
    if (!type) throw shiftError(404, 'shifts.type_not_found');
    const count = await repo.shiftTypeUses(tx, shiftTypeId);
    if (count > 0) throw shiftError(409, 'shifts.type_in_use', { count });
    await repo.deleteShiftType(tx, shiftTypeId);
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.shiftTypeDeleted, details: type });
  });
}

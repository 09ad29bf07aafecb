import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { daysInRange } from '../../lib/time-zone';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { placeDrafts } from './assignments-service';
import type * as schemas from './assignments-schemas';
import { shiftError } from './messages';
import * as repo from './patterns-repository';
import { datesOf, MAX_PLAN_DAYS } from './planning-rules';
import { shiftTypesByIds } from './placement-repository';

export const listPatterns = (app: FastifyInstance) => repo.listPatterns(app.db);

export async function createPattern(
  app: FastifyInstance,
  actorId: number,
  body: Static<typeof schemas.CreatePatternSchema.body>,
) {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw shiftError(400, 'shifts.name_required');
  if (body.days.length !== body.weeks * 7) throw shiftError(400, 'shifts.pattern_length', { days: body.weeks * 7 });
  const typeIds = [...new Set(body.days.filter((id): id is number => id !== null))];
  if (typeIds.length === 0) throw shiftError(400, 'shifts.pattern_empty');
  const types = await shiftTypesByIds(app.db, typeIds);
  if (types.length < typeIds.length) throw shiftError(404, 'shifts.type_not_found');
  const archived = types.find((type) => type.archived_at);
  if (archived) throw shiftError(409, 'shifts.type_archived', { name: archived.name });
  return app.db.transaction().execute(async (tx) => {
    const pattern = await repo.insertPattern(tx, { name, weeks: body.weeks, days: body.days, created_by: actorId });
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.shiftPatternCreated, details: pattern });
    return pattern;
  });
}

/** Day 1 of the cycle on start_date, repeating to end_date; days off place nothing. */
export async function applyPattern(
  app: FastifyInstance,
  viewer: Viewer,
  patternId: number,
  body: Static<typeof schemas.ApplyPatternSchema.body>,
) {
  const pattern = await repo.findPattern(app.db, patternId);
  if (!pattern) throw shiftError(404, 'shifts.pattern_not_found');
  const dates = datesOf(body.start_date, body.end_date, MAX_PLAN_DAYS);
  const cycle = pattern.days;
  const placements = body.employee_ids.flatMap((employeeId) =>
    dates.flatMap((shiftDate) => {
      const shiftTypeId = cycle[(daysInRange(body.start_date, shiftDate) - 1) % cycle.length];
      return shiftTypeId ? [{ employeeId, shiftDate, shiftTypeId }] : [];
    }),
  );
  return placeDrafts(
    app,
    viewer,
    body.employee_ids,
    placements,
    { action: AUDIT_ACTIONS.shiftPatternApplied, details: { pattern_id: patternId, ...body } },
    body.force,
  );
}

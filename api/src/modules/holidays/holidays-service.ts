import type { Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { AUDIT_ACTIONS } from '../audit';
import * as repo from './holidays-repository';
import type { HolidayBody } from './holidays-schemas';
import { holidayError, HOLIDAY_MESSAGES as M } from './messages';

function cleanHoliday(body: Static<typeof HolidayBody>): repo.HolidayValues {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw holidayError(400, 'holiday.name_required');
  return { holiday_date: body.holiday_date, name, location: body.location?.trim() || null };
}

/** Runs `work` once no other holiday has the date in that calendar; a concurrent insert still ends in the 409. */
async function withFreeDate<T>(
  app: FastifyInstance,
  holiday: repo.HolidayValues,
  exceptId: number | undefined,
  work: (tx: Tx) => Promise<T>,
) {
  try {
    return await app.db.transaction().execute(async (tx) => {
      const taken = await repo.findHolidayOn(tx, holiday.holiday_date, holiday.location, exceptId);
      if (taken) throw holidayError(409, 'holiday.date_taken', { date: taken.holiday_date, name: taken.name });
      return work(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw holidayError(409, 'holiday.date_taken', { date: holiday.holiday_date, name: holiday.name });
    throw err;
  }
}

export async function createHoliday(app: FastifyInstance, actorId: number, body: Static<typeof HolidayBody>) {
  const holiday = cleanHoliday(body);
  return withFreeDate(app, holiday, undefined, async (tx) => {
    const holidayId = await repo.insertHoliday(tx, holiday);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.holidayCreated,
      details: { holiday_id: holidayId, ...holiday },
    });
    return holidayId;
  });
}

export async function changeHoliday(
  app: FastifyInstance,
  actorId: number,
  holidayId: number,
  body: Static<typeof HolidayBody>,
) {
  const holiday = cleanHoliday(body);
  if (!(await repo.findHoliday(app.db, holidayId))) throw holidayError(404, 'holiday.not_found');
  await withFreeDate(app, holiday, holidayId, async (tx) => {
    await repo.updateHoliday(tx, holidayId, holiday);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.holidayUpdated,
      details: { holiday_id: holidayId, ...holiday },
    });
  });
}

export async function removeHoliday(app: FastifyInstance, actorId: number, holidayId: number) {
  await app.db.transaction().execute(async (tx) => {
    const holiday = await repo.findHoliday(tx, holidayId);
    if (!holiday) throw holidayError(404, 'holiday.not_found');
    await repo.deleteHoliday(tx, holidayId);
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.holidayDeleted, details: holiday });
  });
}

/** Adds the holidays whose date is still free in their calendar; audited as one import. */
export async function importHolidays(
  app: FastifyInstance,
  actorId: number,
  source: string,
  holidays: repo.HolidayValues[],
) {
  const added = await app.db.transaction().execute(async (tx) => {
    const count = await repo.insertMissingHolidays(tx, holidays);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.holidaysImported,
      details: { source, found: holidays.length, added: count },
    });
    return count;
  });
  return { message: M.imported(added, holidays.length), found: holidays.length, added };
}

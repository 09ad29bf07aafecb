import type { Executor } from '../../db/types';
import { NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from './notification-events';

export type Preferences = Record<NotificationEvent, { mail: boolean; push: boolean }>;

/** A person's preferences, every event listed: what they never changed is on. */
export async function preferencesOf(db: Executor, employeeId: number): Promise<Preferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['event', 'mail', 'push'])
    .where('employee_id', '=', employeeId)
    .execute();
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => {
      const row = rows.find((r) => r.event === event);
      return [event, { mail: row?.mail ?? true, push: row?.push ?? true }];
    }),
  ) as Preferences;
}

/** Writes the events given; the others keep what they were. */
export async function savePreferences(db: Executor, employeeId: number, changes: Partial<Preferences>) {
  const rows = Object.entries(changes).map(([event, value]) => ({
    employee_id: employeeId,
    event,
    mail: value!.mail,
    push: value!.push,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['employee_id', 'event'])
        .doUpdateSet((eb) => ({ mail: eb.ref('excluded.mail'), push: eb.ref('excluded.push') })),
    )
    .execute();
}

/** Of `employeeIds`, those who did not turn `channel` off for `event`. */
export async function allowing(
  db: Executor,
  employeeIds: readonly number[],
  event: NotificationEvent,
  channel: NotificationChannel,
): Promise<Set<number>> {
  if (employeeIds.length === 0) return new Set();
  const off = await db
    .selectFrom('notification_preferences')
    .select('employee_id')
    .where('employee_id', 'in', employeeIds)
    .where('event', '=', event)
    .where(channel, '=', false)
    .execute();
  const refused = new Set(off.map((row) => row.employee_id));
  return new Set(employeeIds.filter((id) => !refused.has(id)));
}

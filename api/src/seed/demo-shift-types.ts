import type { Tx } from '../db/types';

/** The demo company's shift types: a roster can be planned from the first sign-in. */
export const DEMO_SHIFT_TYPES = [
  { name: 'Early', start_time: '06:00', end_time: '14:00', break_minutes: 30, color: '#1677ff' },
  { name: 'Late', start_time: '14:00', end_time: '22:00', break_minutes: 30, color: '#722ed1' },
  { name: 'Night', start_time: '22:00', end_time: '06:00', break_minutes: 45, color: '#13c2c2' },
] as const;

export async function seedShiftTypes(tx: Tx): Promise<void> {
  await tx
    .insertInto('shift_types')
    .values(DEMO_SHIFT_TYPES.map((type) => ({ ...type })))
    .execute();
}

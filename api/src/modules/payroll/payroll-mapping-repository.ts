import type { Executor } from '../../db/types';
import type { PayrollMapping } from './payroll-fields';

/** The saved mapping, or none yet. */
export async function savedMapping(db: Executor): Promise<PayrollMapping | undefined> {
  const row = await db
    .selectFrom('payroll_mapping')
    .select(['preset', 'duration_format', 'columns'])
    .executeTakeFirst();
  return row as PayrollMapping | undefined;
}

export async function saveMapping(db: Executor, mapping: PayrollMapping, actorId: number) {
  const values = {
    preset: mapping.preset,
    duration_format: mapping.duration_format,
    columns: JSON.stringify(mapping.columns),
    updated_by: actorId,
    updated_at: new Date(),
  };
  await db
    .insertInto('payroll_mapping')
    .values(values)
    .onConflict((conflict) => conflict.column('singleton').doUpdateSet(values))
    .execute();
}

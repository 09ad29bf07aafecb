import type { Executor } from '../../db/types';

const COLUMNS = ['pattern_id', 'name', 'weeks', 'days'] as const;

export async function listPatterns(db: Executor) {
  return db.selectFrom('shift_patterns').select(COLUMNS).orderBy('name').orderBy('pattern_id').execute();
}

export async function findPattern(db: Executor, patternId: number) {
  return db.selectFrom('shift_patterns').select(COLUMNS).where('pattern_id', '=', patternId).executeTakeFirst();
}

export async function insertPattern(
  db: Executor,
  values: { name: string; weeks: number; days: (number | null)[]; created_by: number },
) {
  return db
    .insertInto('shift_patterns')
    .values({ ...values, days: JSON.stringify(values.days) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

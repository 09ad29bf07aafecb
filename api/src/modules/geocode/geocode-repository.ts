import type { AllowedLocation, Executor } from '../../db/types';

/** The allowed_locations lists of active employees, each list once (colleagues mostly share one). */
export async function activeLocationLists(db: Executor): Promise<AllowedLocation[][]> {
  const rows = await db
    .selectFrom('employees')
    .select('allowed_locations')
    .distinct()
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.allowed_locations);
}

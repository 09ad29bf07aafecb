import { sql } from 'kysely';
import type { Tx } from '../../db/types';
import { placeShifts, type PlacementOptions, type ShiftPlacement } from '../shifts';

/**
 * Throws the shift rules' refusal (shifts.*) if the placements would break a rule, and keeps nothing: placeShifts
 * runs inside a savepoint that is rolled back, so the caller's transaction goes on as before.
 */
export async function assertPlaceable(tx: Tx, placements: ShiftPlacement[], options: PlacementOptions) {
  await sql`savepoint shift_rules_check`.execute(tx);
  await placeShifts(tx, placements, options);
  await sql`rollback to savepoint shift_rules_check`.execute(tx);
}

import type { FastifyInstance } from 'fastify';
import type { CorrectionStatus } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { listCorrections } from './correction-repository';
import { recordOwner, revisionsOf } from './revisions-repository';
import { correctionError } from './messages';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The requests of the people the viewer sees (plugins/visibility.ts), times as UTC instants. */
export async function listAttendanceCorrections(app: FastifyInstance, viewer: Viewer, status?: CorrectionStatus) {
  const rows = await listCorrections(app.db, viewer.visibility, status);
  return rows.map((row) => ({
    ...row,
    clock_in_time: iso(row.clock_in_time),
    clock_out_time: iso(row.clock_out_time),
    decided_at: iso(row.decided_at),
    created_at: row.created_at.toISOString(),
    current_check_in_time: iso(row.current_check_in_time),
    current_check_out_time: iso(row.current_check_out_time),
  }));
}

/** The revision history of a record the viewer may see; someone else's record reads as missing. */
export async function recordRevisions(app: FastifyInstance, viewer: Viewer, recordId: number) {
  const owner = await recordOwner(app.db, recordId);
  if (!owner || !canSee(viewer.visibility, owner)) throw correctionError(404, 'correction.record_not_found');
  const rows = await revisionsOf(app.db, recordId);
  return rows.map(({ first_name, last_name, ...row }) => ({
    ...row,
    changed_by_name: first_name === null ? null : `${first_name} ${last_name}`,
    check_in_time: iso(row.check_in_time),
    check_out_time: iso(row.check_out_time),
    changed_at: row.changed_at.toISOString(),
  }));
}

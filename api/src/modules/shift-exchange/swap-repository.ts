import { sql } from 'kysely';
import type { Executor, SwapStatus, Tx } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';
import { MAX_EXCHANGE_ROWS } from './messages';

/** An assignment as a swap names it. */
export async function assignmentOf(db: Executor, assignmentId: number) {
  return db
    .selectFrom('shift_assignments')
    .select(['assignment_id', 'employee_id', 'shift_date', 'shift_type_id', 'starts_at', 'ends_at', 'status'])
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirst();
}
export type SwappedAssignment = NonNullable<Awaited<ReturnType<typeof assignmentOf>>>;

/** Whether `otherId` is an active colleague of `employeeId` (they share a department), through the policy. */
export async function isActiveColleague(db: Executor, employeeId: number, otherId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employees as e')
    .select('e.employee_id')
    .where('e.employee_id', '=', otherId)
    .where('e.status', '=', 'active')
    .where(visibleEmployee({ scope: 'colleagues', employeeId, withThemselves: false }, 'e'))
    .executeTakeFirst();
  return row !== undefined;
}

/** The new request's id; a second open request for the same shift breaks shift_swaps_one_open. */
export async function insertSwap(
  tx: Tx,
  swap: {
    requesterId: number;
    targetId: number;
    requesterShift: SwappedAssignment;
    targetShift: SwappedAssignment | undefined;
    reason: string | null;
    at: Date;
  },
) {
  const { requesterShift: requester, targetShift: target } = swap;
  const row = await tx
    .insertInto('shift_swap_requests')
    .values({
      requester_id: swap.requesterId,
      target_id: swap.targetId,
      requester_assignment_id: requester.assignment_id,
      requester_shift_date: requester.shift_date,
      requester_shift_type_id: requester.shift_type_id,
      requester_starts_at: requester.starts_at,
      requester_ends_at: requester.ends_at,
      target_assignment_id: target?.assignment_id ?? null,
      target_shift_date: target?.shift_date ?? null,
      target_shift_type_id: target?.shift_type_id ?? null,
      target_starts_at: target?.starts_at ?? null,
      target_ends_at: target?.ends_at ?? null,
      reason: swap.reason,
      created_at: swap.at,
    })
    .returning('swap_id')
    .executeTakeFirstOrThrow();
  return row.swap_id;
}

function swapsWithPeople(db: Executor) {
  return db
    .selectFrom('shift_swap_requests as s')
    .innerJoin('employees as r', 'r.employee_id', 's.requester_id')
    .innerJoin('employees as t', 't.employee_id', 's.target_id')
    .innerJoin('shift_types as rt', 'rt.shift_type_id', 's.requester_shift_type_id')
    .leftJoin('shift_types as tt', 'tt.shift_type_id', 's.target_shift_type_id');
}

const SWAP_COLUMNS = [
  's.swap_id',
  's.status',
  's.reason',
  's.comment',
  's.created_at',
  's.peer_decided_at',
  's.decided_by',
  's.decided_at',
  's.requester_id',
  's.requester_assignment_id',
  's.requester_shift_date',
  's.requester_shift_type_id',
  'rt.name as requester_shift_type_name',
  's.requester_starts_at',
  's.requester_ends_at',
  's.target_id',
  's.target_assignment_id',
  's.target_shift_date',
  's.target_shift_type_id',
  'tt.name as target_shift_type_name',
  's.target_starts_at',
  's.target_ends_at',
] as const;

/** Statuses of the requests that reached the manager stage. */
const MANAGER_STAGE: SwapStatus[] = ['pending manager', 'approved', 'rejected'];

/**
 * The viewer's own requests (as requester or target), and those of two people they both may see once the colleague
 * agreed: a manager's reports', everyone's for an admin.
 */
export async function listSwaps(db: Executor, viewer: { id: number; visibility: Visibility }, status?: SwapStatus) {
  let query = swapsWithPeople(db)
    .select([
      ...SWAP_COLUMNS,
      sql<string>`r.first_name || ' ' || r.last_name`.as('requester_name'),
      sql<string>`t.first_name || ' ' || t.last_name`.as('target_name'),
    ])
    .where((eb) =>
      eb.or([
        eb('s.requester_id', '=', viewer.id),
        eb('s.target_id', '=', viewer.id),
        eb.and([
          visibleEmployee(viewer.visibility, 'r'),
          visibleEmployee(viewer.visibility, 't'),
          eb('s.status', 'in', MANAGER_STAGE),
        ]),
      ]),
    );
  if (status) query = query.where('s.status', '=', status);
  return query.orderBy('s.created_at', 'desc').orderBy('s.swap_id', 'desc').limit(MAX_EXCHANGE_ROWS).execute();
}
export type SwapRow = Awaited<ReturnType<typeof listSwaps>>[number];

function swapWithManagers(db: Executor, swapId: number) {
  return swapsWithPeople(db)
    .select([...SWAP_COLUMNS, 'r.report_to as requester_report_to', 't.report_to as target_report_to'])
    .where('s.swap_id', '=', swapId);
}

/** A request with both people's managers. */
export async function readSwap(db: Executor, swapId: number) {
  return swapWithManagers(db, swapId).executeTakeFirst();
}

/** The same, row-locked so steps on the request run one after the other. */
export async function lockSwap(tx: Tx, swapId: number) {
  return swapWithManagers(tx, swapId).forUpdate('s').executeTakeFirst();
}
export type LockedSwap = NonNullable<Awaited<ReturnType<typeof lockSwap>>>;

export async function saveSwapStep(
  tx: Tx,
  swapId: number,
  step: { status: SwapStatus; at: Date; deciderId?: number; comment?: string | null },
) {
  const decided = step.deciderId === undefined ? {} : { decided_by: step.deciderId, decided_at: step.at };
  await tx
    .updateTable('shift_swap_requests')
    .set({
      status: step.status,
      ...(step.status === 'pending manager' || step.status === 'declined' ? { peer_decided_at: step.at } : {}),
      ...decided,
      ...(step.comment !== undefined ? { comment: step.comment } : {}),
    })
    .where('swap_id', '=', swapId)
    .execute();
}

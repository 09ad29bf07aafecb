import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { tryAdvisoryXactLock } from '../../db/advisory-lock';
import type { Tx } from '../../db/types';
import { scheduleJob } from '../../lib/scheduled-job';
import { AUDIT_ACTIONS } from '../audit';
import { settingValues } from '../settings';
import { mailNextApprovers, type NextApprovers, queueNextApproverPush } from './leave-notifications';
import type { PendingMailKind } from './leave-mail';
import type { PendingStatus } from './leave-status';

// Arbitrary constant shared by every api instance (migration 036): one sweep at a time across the deployment.
const APPROVAL_SWEEP_LOCK_KEY = 72_410_036;
const SWEEP_INTERVAL_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

interface Waiting {
  request_id: number;
  employee_id: number;
  status: PendingStatus;
  requester_name: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  reason: string | null;
}

/** Since when a request waits at its stage: its filing, or the manager's approval once it waits for an admin. */
const waitingSince = sql<Date>`coalesce(case when lr.status = 'pending admin' then lr.manager_decided_at end, lr.created_at)`;

/** Marks the requests waiting since before `cutoff` that `column` has not yet marked, and returns them. */
async function markWaiting(tx: Tx, column: 'reminded_at' | 'escalated_at', cutoff: Date, now: Date) {
  const statuses: PendingStatus[] =
    column === 'escalated_at' ? ['pending manager'] : ['pending manager', 'pending admin'];
  const { rows } = await sql<Waiting>`
    update leave_requests lr set ${sql.ref(column)} = ${now}
    from employees e, leave_types lt
    where e.employee_id = lr.employee_id and lt.leave_type_id = lr.leave_type_id
      and lr.status in (${sql.join(statuses)}) and lr.${sql.ref(column)} is null and ${waitingSince} <= ${cutoff}
    returning lr.request_id, lr.employee_id, lr.status, e.first_name || ' ' || e.last_name as requester_name,
      lt.name as leave_type, lr.start_date, lr.end_date, lr.reason`.execute(tx);
  return rows;
}

const mailedOf = (r: Waiting) => ({ ...r, requesterName: r.requester_name });

/** Inside the sweep's transaction: each request's next approvers, their pushes queued with the marks. */
async function queueApprovers(app: FastifyInstance, tx: Tx, requests: Waiting[], kind: PendingMailKind) {
  const queued: { request: Waiting; next: NextApprovers }[] = [];
  for (const request of requests) {
    queued.push({
      request,
      next: await queueNextApproverPush(app, tx, request.employee_id, request.status, mailedOf(request), kind),
    });
  }
  return queued;
}

async function mailApprovers(
  app: FastifyInstance,
  queued: { request: Waiting; next: NextApprovers }[],
  kind: PendingMailKind,
) {
  for (const { request, next } of queued) await mailNextApprovers(app, next, mailedOf(request), kind);
}

/**
 * Reminds the approver of each request waiting longer than APPROVAL_REMINDER_HOURS at its stage, once; escalates a
 * request waiting longer than APPROVAL_ESCALATION_HOURS at the manager stage one level up (the approver's own
 * manager or their stand-in, else the admins), once. 0 turns either off. Mails go after the commit.
 */
export async function remindAndEscalate(app: FastifyInstance, now: Date = new Date()) {
  const settings = await settingValues(app.db);
  const reminderHours = Number(settings.APPROVAL_REMINDER_HOURS);
  const escalationHours = Number(settings.APPROVAL_ESCALATION_HOURS);
  const marked = await app.db.transaction().execute(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, APPROVAL_SWEEP_LOCK_KEY)))
      return { escalated: [], reminded: [], remindedCount: 0 };
    const escalated =
      escalationHours > 0
        ? await markWaiting(tx, 'escalated_at', new Date(now.getTime() - escalationHours * HOUR_MS), now)
        : [];
    const reminded =
      reminderHours > 0
        ? await markWaiting(tx, 'reminded_at', new Date(now.getTime() - reminderHours * HOUR_MS), now)
        : [];
    for (const r of escalated) {
      const details = { request_id: r.request_id, employee_id: r.employee_id, after_hours: escalationHours };
      await app.audit.record(tx, { actorId: null, action: AUDIT_ACTIONS.leaveEscalated, details });
    }
    const escalatedIds = new Set(escalated.map((r) => r.request_id));
    return {
      escalated: await queueApprovers(app, tx, escalated, 'escalated'),
      // A request escalated in this sweep reaches its new approver once, as escalated.
      reminded: await queueApprovers(
        app,
        tx,
        reminded.filter((r) => !escalatedIds.has(r.request_id)),
        'reminder',
      ),
      remindedCount: reminded.length,
    };
  });
  await mailApprovers(app, marked.escalated, 'escalated');
  await mailApprovers(app, marked.reminded, 'reminder');
  return { reminded: marked.remindedCount, escalated: marked.escalated.length };
}

/** A served api sweeps every five minutes. */
export function scheduleApprovalReminders(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'leave approval reminders',
    intervalMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const swept = await remindAndEscalate(app);
      if (swept.reminded + swept.escalated > 0) app.log.info(swept, 'waiting leave requests reminded or escalated');
    },
  });
}

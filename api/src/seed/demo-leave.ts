import type { Insertable } from 'kysely';
import type { LeaveRequestsTable, LeaveStatus } from '../db/types';
import { addDays } from '../lib/time-zone';

interface LeavePlan {
  person: number;
  type: string;
  from: number;
  to: number;
  status: LeaveStatus;
  reason: string;
  managerComment?: string;
  adminComment?: string;
}

/**
 * Day offsets are relative to today; indexes point into PEOPLE. Each row is a state the leave rules
 * can reach (modules/leave/leave-demo-data.test.ts replays them): a manager's decision fills the manager
 * comment, an admin's the admin comment, and a manager's own request waits for the admin they report to.
 */
const PLAN: LeavePlan[] = [
  {
    person: 3,
    type: 'vacation',
    from: -20,
    to: -18,
    status: 'approved',
    reason: 'Family trip to Cornwall',
    managerComment: 'Enjoy your break!',
    adminComment: 'Approved.',
  },
  { person: 3, type: 'personal', from: 10, to: 10, status: 'pending manager', reason: 'Moving house' },
  {
    person: 4,
    type: 'sick',
    from: -9,
    to: -8,
    status: 'approved',
    reason: 'Flu',
    managerComment: 'Get well soon.',
    adminComment: 'Approved, feel better.',
  },
  {
    person: 13,
    type: 'vacation',
    from: 14,
    to: 18,
    status: 'pending admin',
    reason: 'Summer holiday',
    managerComment: 'Fine by me, Jack will cover your accounts.',
  },
  {
    person: 14,
    type: 'vacation',
    from: -30,
    to: -26,
    status: 'approved',
    reason: 'Wedding abroad',
    managerComment: 'Congratulations!',
    adminComment: 'Approved.',
  },
  {
    person: 15,
    type: 'personal',
    from: 3,
    to: 3,
    status: 'rejected',
    reason: 'Personal errands',
    managerComment: 'We have the quarterly review that day, please pick another date.',
  },
  {
    person: 9,
    type: 'maternity',
    from: 25,
    to: 115,
    status: 'pending admin',
    reason: 'Maternity leave',
    managerComment: 'Congratulations! Approved on my side.',
  },
  { person: 10, type: 'other', from: 5, to: 6, status: 'pending manager', reason: 'Jury service' },
  {
    person: 18,
    type: 'sick',
    from: -2,
    to: -1,
    status: 'approved',
    reason: 'Migraine',
    managerComment: 'Take care.',
    adminComment: 'Approved.',
  },
  { person: 2, type: 'vacation', from: 20, to: 24, status: 'pending manager', reason: 'Half-term with the kids' },
  {
    person: 5,
    type: 'vacation',
    from: -35,
    to: -33,
    status: 'approved',
    reason: 'Long weekend',
    managerComment: 'Approved.',
    adminComment: 'Approved.',
  },
  {
    person: 17,
    type: 'vacation',
    from: 7,
    to: 9,
    status: 'rejected',
    reason: 'City break',
    managerComment: 'OK from me.',
    adminComment: 'Too many people are out that week, sorry.',
  },
  {
    person: 20,
    type: 'other',
    from: 1,
    to: 1,
    status: 'pending admin',
    reason: 'Dentist appointment',
    managerComment: 'No problem.',
  },
];

export interface LeaveContext {
  today: string;
  employeeIds: number[];
  managerOf: (employeeId: number) => number | null;
  adminId: number;
  leaveTypeIds: Map<string, number>;
}

function decidedAt(today: string, from: number): string {
  return `${addDays(today, Math.min(from, 0) - 3)}T10:30:00Z`;
}

export function leaveRows(ctx: LeaveContext): Insertable<LeaveRequestsTable>[] {
  return PLAN.map((plan) => {
    const employeeId = ctx.employeeIds[plan.person]!;
    const managerDecided = plan.managerComment !== undefined;
    const adminDecided = plan.adminComment !== undefined;
    return {
      employee_id: employeeId,
      leave_type_id: ctx.leaveTypeIds.get(plan.type)!,
      start_date: addDays(ctx.today, plan.from),
      end_date: addDays(ctx.today, plan.to),
      reason: plan.reason,
      status: plan.status,
      manager_approval_comment: plan.managerComment ?? null,
      manager_decided_by: managerDecided ? ctx.managerOf(employeeId) : null,
      manager_decided_at: managerDecided ? decidedAt(ctx.today, plan.from) : null,
      admin_approval_comment: plan.adminComment ?? null,
      admin_decided_by: adminDecided ? ctx.adminId : null,
      admin_decided_at: adminDecided ? decidedAt(ctx.today, plan.from) : null,
      created_at: `${addDays(ctx.today, Math.min(plan.from, 0) - 7)}T09:15:00Z`,
    };
  });
}

/** 'employeeId:date' keys of every day covered by approved leave. */
export function approvedLeaveDays(rows: Insertable<LeaveRequestsTable>[]): Set<string> {
  const days = new Set<string>();
  for (const row of rows.filter((r) => r.status === 'approved')) {
    for (let day = row.start_date; day <= row.end_date; day = addDays(day, 1)) days.add(`${row.employee_id}:${day}`);
  }
  return days;
}

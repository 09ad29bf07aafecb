import type { LeaveStatus } from '../../db/types';
import { PEOPLE } from '../../seed/demo-company';
import { leaveRows } from '../../seed/demo-leave';
import { type Decision, initialStatus, nextStatus } from './leave-status';

// Employee ids as the seed would give them: PEOPLE order, starting at 1.
const idOf = (key: string) => PEOPLE.findIndex((person) => person.key === key) + 1;
const managerOf = (id: number) => {
  const boss = PEOPLE[id - 1]!.reportTo;
  return boss ? idOf(boss) : null;
};
const rows = leaveRows({
  today: '2026-03-18',
  employeeIds: PEOPLE.map((_, index) => index + 1),
  managerOf,
  adminId: idOf('admin'),
  leaveTypeIds: new Map(['vacation', 'sick', 'personal', 'maternity', 'other'].map((name, index) => [name, index + 1])),
});

describe('demo leave', () => {
  it('is in states the rules reach, with the comments and deciders of the stages that decided', () => {
    for (const row of rows) {
      const managerId = managerOf(row.employee_id);
      const bossRole = managerId ? PEOPLE[managerId - 1]!.role : 'employee';
      const finalDecision: Decision = row.status === 'rejected' ? 'reject' : 'approve';
      let status: LeaveStatus = initialStatus(managerId !== null);
      if (row.manager_approval_comment) {
        const decision = row.admin_approval_comment ? 'approve' : finalDecision;
        const step = nextStatus(bossRole, 'visible', status, decision);
        expect({ row: row.reason, step }).toMatchObject({ step: { ok: true, stage: 'manager' } });
        expect(row.manager_decided_by).toBe(managerId);
        if (step.ok) status = step.to;
      }
      if (row.admin_approval_comment) {
        const step = nextStatus('admin', 'visible', status, finalDecision);
        expect({ row: row.reason, step }).toMatchObject({ step: { ok: true, stage: 'admin' } });
        if (step.ok) status = step.to;
      }
      expect({ row: row.reason, status }).toEqual({ row: row.reason, status: row.status });
    }
  });

  it('never overlaps pending or approved requests of one person', () => {
    const live = rows.filter((row) => row.status !== 'rejected');
    for (const a of live) {
      const clashes = live.filter(
        (b) => b !== a && b.employee_id === a.employee_id && b.start_date <= a.end_date && b.end_date >= a.start_date,
      );
      expect({ row: a.reason, clashes }).toEqual({ row: a.reason, clashes: [] });
    }
  });
});

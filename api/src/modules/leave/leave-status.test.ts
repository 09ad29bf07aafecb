import type { LeaveStatus } from '../../db/types';
import { initialStatus, nextStatus, type Relation, relationOf } from './leave-status';
import { LEAVE_MESSAGES as M } from './messages';

const STATUSES: LeaveStatus[] = ['pending manager', 'pending admin', 'approved', 'rejected'];

describe('leave status machine', () => {
  it('starts with the manager, or with the admins when there is no manager', () => {
    expect(initialStatus(true)).toBe('pending manager');
    expect(initialStatus(false)).toBe('pending admin');
  });

  it('tells self, someone the decider sees and anyone else apart by the visibility policy', () => {
    const manager = (id: number) => ({ id, visibility: { scope: 'team', managerId: id } as const });
    expect(relationOf(manager(7), { employee_id: 7, report_to: 3 })).toBe('self');
    expect(relationOf(manager(3), { employee_id: 7, report_to: 3 })).toBe('visible');
    expect(relationOf(manager(4), { employee_id: 7, report_to: 3 })).toBe('hidden');
    expect(relationOf(manager(4), { employee_id: 7, report_to: null })).toBe('hidden');
    expect(relationOf({ id: 4, visibility: { scope: 'all' } }, { employee_id: 7, report_to: 3 })).toBe('visible');
  });

  it.each([
    {
      role: 'manager',
      relation: 'visible',
      status: 'pending manager',
      decision: 'approve',
      to: 'pending admin',
      stage: 'manager',
    },
    {
      role: 'manager',
      relation: 'visible',
      status: 'pending manager',
      decision: 'reject',
      to: 'rejected',
      stage: 'manager',
    },
    {
      role: 'admin',
      relation: 'visible',
      status: 'pending manager',
      decision: 'approve',
      to: 'approved',
      stage: 'admin',
    },
    {
      role: 'admin',
      relation: 'visible',
      status: 'pending manager',
      decision: 'reject',
      to: 'rejected',
      stage: 'admin',
    },
    {
      role: 'admin',
      relation: 'visible',
      status: 'pending admin',
      decision: 'approve',
      to: 'approved',
      stage: 'admin',
    },
    { role: 'admin', relation: 'visible', status: 'pending admin', decision: 'reject', to: 'rejected', stage: 'admin' },
  ] as const)(
    '$role ($relation) may $decision a request in $status: it becomes $to',
    ({ role, relation, status, decision, to, stage }) => {
      expect(nextStatus(role, relation, status, decision)).toEqual({ ok: true, from: status, to, stage });
    },
  );

  it('refuses a manager every other status of a direct report with 409', () => {
    for (const decision of ['approve', 'reject'] as const) {
      expect(nextStatus('manager', 'visible', 'pending admin', decision)).toEqual({
        ok: false,
        status: 409,
        message: M.awaitingAdmin,
      });
      for (const status of ['approved', 'rejected'] as const) {
        expect(nextStatus('manager', 'visible', status, decision)).toEqual({
          ok: false,
          status: 409,
          message: M.alreadyDecided(status),
        });
        expect(nextStatus('admin', 'visible', status, decision)).toEqual({
          ok: false,
          status: 409,
          message: M.alreadyDecided(status),
        });
      }
    }
  });

  it('hides other teams from a manager, refuses own requests and employees, whatever the status', () => {
    for (const status of STATUSES) {
      for (const decision of ['approve', 'reject'] as const) {
        expect(nextStatus('manager', 'hidden', status, decision)).toEqual({
          ok: false,
          status: 404,
          message: M.notFound,
        });
        for (const role of ['manager', 'admin'] as const) {
          expect(nextStatus(role, 'self', status, decision)).toEqual({ ok: false, status: 403, message: M.ownRequest });
        }
        for (const relation of ['self', 'visible', 'hidden'] as Relation[]) {
          expect(nextStatus('employee', relation, status, decision)).toMatchObject({ ok: false, status: 403 });
        }
      }
    }
  });
});

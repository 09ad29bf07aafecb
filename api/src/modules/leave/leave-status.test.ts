import type { LeaveStatus } from '../../db/types';
import { apiError } from '../../test/api-error';
import { initialStatus, nextStatus, type Relation, relationOf, type Transition } from './leave-status';

const STATUSES: LeaveStatus[] = ['pending manager', 'pending admin', 'approved', 'rejected'];

/** A refused transition as the api answers it: status and body. */
const refusal = (transition: Transition) =>
  transition.ok
    ? transition
    : [transition.error.status, { error: transition.error.message, code: transition.error.code }];

describe('leave status machine', () => {
  it('starts with the manager, or with the admins when there is no manager', () => {
    expect(initialStatus(true)).toBe('pending manager');
    expect(initialStatus(false)).toBe('pending admin');
  });

  it('tells self, someone the decider sees, a stand-in and anyone else apart', () => {
    const manager = (id: number) => ({ id, visibility: { scope: 'team', managerId: id } as const });
    const of = (report_to: number | null, acting_approver: number | null = null) => ({
      employee_id: 7,
      report_to,
      acting_approver,
    });
    expect(relationOf(manager(7), of(3))).toBe('self');
    expect(relationOf(manager(3), of(3))).toBe('visible');
    expect(relationOf(manager(4), of(3))).toBe('hidden');
    expect(relationOf(manager(4), of(null))).toBe('hidden');
    expect(relationOf(manager(4), of(3, 4))).toBe('acting');
    expect(relationOf(manager(3), of(3, 4))).toBe('visible');
    expect(relationOf({ id: 4, visibility: { scope: 'all' } }, of(3))).toBe('visible');
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
      expect(refusal(nextStatus('manager', 'visible', 'pending admin', decision))).toEqual([
        409,
        apiError('leave.awaiting_admin'),
      ]);
      for (const status of ['approved', 'rejected'] as const) {
        expect(refusal(nextStatus('manager', 'visible', status, decision))).toEqual([
          409,
          apiError('leave.already_decided', { status }),
        ]);
        expect(refusal(nextStatus('admin', 'visible', status, decision))).toEqual([
          409,
          apiError('leave.already_decided', { status }),
        ]);
      }
    }
  });

  it('hides other teams from a manager, refuses own requests and employees, whatever the status', () => {
    for (const status of STATUSES) {
      for (const decision of ['approve', 'reject'] as const) {
        expect(refusal(nextStatus('manager', 'hidden', status, decision))).toEqual([404, apiError('leave.not_found')]);
        for (const role of ['manager', 'admin'] as const) {
          expect(refusal(nextStatus(role, 'self', status, decision))).toEqual([403, apiError('leave.own_request')]);
        }
        for (const relation of ['self', 'visible', 'hidden'] as Relation[]) {
          expect(refusal(nextStatus('employee', relation, status, decision))).toEqual([
            403,
            apiError('auth.forbidden'),
          ]);
        }
      }
    }
  });
});

import { render } from '@testing-library/react';
import type { LeaveRequest } from 'api-contract';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi, sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken } from 'shared-auth/testing';

/** Renders with the one shared store, as the shell does, signed in as `role`; the api cache starts empty. */
export function renderAs(ui: ReactElement, role: Role, employeeId = 7) {
  store.dispatch(baseApi.util.resetApiState());
  const token = fakeToken({ sub: String(employeeId), full_name: `Test ${role}`, email: `${role}@acme.example`, role });
  store.dispatch(signedIn(sessionFromTokens(token, `refresh-${role}`) as StoredSession));
  return render(<Provider store={store}>{ui}</Provider>);
}

export function leaveRow(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    request_id: 1,
    employee_id: 7,
    employee_name: 'Emma Wilson',
    start_date: '2027-03-01',
    end_date: '2027-03-03',
    start_half: false,
    end_half: false,
    start_time: null,
    end_time: null,
    unit: 'day',
    leave_type: 'vacation',
    reason: 'Family trip',
    status: 'pending manager',
    created_at: '2027-01-10T09:15:00.000Z',
    manager_approval_comment: null,
    admin_approval_comment: null,
    manager_decided_by_name: null,
    manager_decided_for_name: null,
    ...overrides,
  };
}

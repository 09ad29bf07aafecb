import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi, sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken } from 'shared-auth/testing';
import type { RosterPerson, ShiftType } from './model';

/** Renders with the one shared store, as the shell does, signed in as `role`; the api cache starts empty. */
export function renderAs(ui: ReactElement, role: Role, employeeId = 7) {
  store.dispatch(baseApi.util.resetApiState());
  const token = fakeToken({ sub: String(employeeId), full_name: `Test ${role}`, email: `${role}@acme.example`, role });
  store.dispatch(signedIn(sessionFromTokens(token, `refresh-${role}`) as StoredSession));
  return render(<Provider store={store}>{ui}</Provider>);
}

export const EARLY: ShiftType = {
  shift_type_id: 1,
  name: 'Early',
  start_time: '06:00',
  end_time: '14:00',
  break_minutes: 30,
  grace_minutes: null,
  effective_grace_minutes: 5,
  color: '#1677ff',
  office: null,
  archived: false,
};
export const NIGHT: ShiftType = { ...EARLY, shift_type_id: 2, name: 'Night', start_time: '22:00', end_time: '06:00' };

/** `count` people over `dates`, the first with a draft Early shift on the first day and leave on the second. */
export function rosterPeople(count: number, dates: string[]): RosterPerson[] {
  return Array.from({ length: count }, (_, index) => ({
    employee_id: 100 + index,
    name: `Person ${index + 1}`,
    days: dates.map((date, day) => ({
      date,
      shift:
        index === 0 && day === 0
          ? {
              assignment_id: 9001,
              shift_type_id: EARLY.shift_type_id,
              start_time: '06:00',
              end_time: '14:00',
              status: 'draft' as const,
            }
          : null,
      leave: index === 0 && day === 1 ? { leave_type: 'Annual leave', half_day: false } : null,
      holiday: null,
      attendance: null,
    })),
  }));
}

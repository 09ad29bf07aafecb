import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi, sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken } from 'shared-auth/testing';
import type { AttendanceCorrection } from 'api-contract';
import type { AttendanceLog } from './types';

/** Renders with the one shared store and antd's App context, as the shell does, signed in as `role`; the api cache starts empty. */
export function renderAs(ui: ReactElement, role: Role = 'employee', employeeId = 7) {
  store.dispatch(baseApi.util.resetApiState());
  const token = fakeToken({ sub: String(employeeId), full_name: `Test ${role}`, email: `${role}@acme.example`, role });
  store.dispatch(signedIn(sessionFromTokens(token, `refresh-${role}`) as StoredSession));
  return render(
    <Provider store={store}>
      <App>{ui}</App>
    </Provider>,
  );
}

/** Every media query matches, as on a wide screen (jsdom's matchMedia matches nothing: a phone). */
export function wideScreen() {
  const matchMedia = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
}

/** A row as the api sends it, or in the looser shapes the screens also read (a list of departments, a score as text). */
type LogRow = { [K in keyof AttendanceLog]: AttendanceLog[K] | string | string[] };

export function logRow(overrides: Partial<LogRow> = {}): LogRow {
  return {
    record_id: 1,
    attendance_date: '2026-11-20',
    check_in_time: '09:04:12',
    check_out_time: '17:31:05',
    employee_id: 7,
    employee_name: 'Emma Wilson',
    department_names: 'Engineering',
    location: 'Acme House, 1 Moorgate, City of London, London, EC2R 6JH, United Kingdom',
    clock_in_type: 'in office',
    spoof_score: 0.9345,
    discrepancy: 'on time',
    auto_closed: false,
    corrected: false,
    check_in_corrected: false,
    check_out_corrected: false,
    verification: 'face',
    // 8 h 26 min 53 s less the automatic 30 min break (none punched).
    worked_minutes: 476,
    break_minutes: 0,
    ...overrides,
  };
}

/** A correction request as the api lists it. */
export function correctionRow(overrides: Partial<AttendanceCorrection> = {}): AttendanceCorrection {
  return {
    correction_id: 41,
    employee_id: 7,
    employee_name: 'Emma Wilson',
    attendance_date: '2026-11-19',
    clock_in_time: '2026-11-19T08:55:00.000Z',
    clock_out_time: null,
    reason: 'The face check would not load.',
    status: 'pending',
    decided_by: null,
    decided_at: null,
    comment: null,
    record_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    day_record_id: 2,
    current_check_in_time: '2026-11-19T09:41:00.000Z',
    current_check_out_time: '2026-11-19T17:30:00.000Z',
    ...overrides,
  };
}

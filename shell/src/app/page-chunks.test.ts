import { waitFor } from '@testing-library/react';
import { federationStub } from '../testing/federation-runtime-stub';
import { signInAs, stubApi } from '../testing/render-app';
import { warmFirstScreen } from './page-chunks';

// The layout and home chunks pull in antd: what they hold does not matter here, only the remote page loads.
jest.mock('../features/layout/app-layout', () => ({ AppLayout: () => null }));
jest.mock('../features/home/home-page', () => ({ HomePage: () => null }));

const ATTENDANCE_PAGE = 'mf_attendance/AttendancePage';

describe('warmFirstScreen', () => {
  beforeEach(() => {
    federationStub.loads.length = 0;
    for (const id of [ATTENDANCE_PAGE, 'mf_attendance/AttendanceLogsPage', 'mf_leave/LeaveApprovalPage']) {
      federationStub.provide(id, () => ({ default: () => null }));
    }
  });

  it("starts loading the signed-in visitor's remote page as soon as the registry names it, before any render", async () => {
    stubApi();
    warmFirstScreen('/attendance', signInAs('employee'));
    await waitFor(() => expect(federationStub.loads).toContain(ATTENDANCE_PAGE));
  });

  it('loads nothing for a signed-out visitor, nor a page the role may not open', async () => {
    stubApi();
    const employee = signInAs('employee');
    warmFirstScreen('/leave-approval', employee);
    warmFirstScreen('/attendance', null);
    // Started together with the refused one: once this page has loaded, a load of the others would have begun too.
    warmFirstScreen('/attendance-logs', employee);
    await waitFor(() => expect(federationStub.loads).toContain('mf_attendance/AttendanceLogsPage'));
    expect(federationStub.loads).toEqual(['mf_attendance/AttendanceLogsPage']);
  });
});

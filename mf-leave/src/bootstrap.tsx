import { renderStandalone } from 'shared-auth/dev-host';
import LeaveRequestPage from './exposes/leave-request-page';
import LeaveApprovalPage from './exposes/leave-approval-page';
import MyLeavePage from './exposes/my-leave-page';
import TeamCalendarPage from './exposes/team-calendar-page';

renderStandalone({
  title: 'Leave',
  pages: [
    { path: '/leave-request', label: 'Request Leave', element: <LeaveRequestPage /> },
    { path: '/leave-approval', label: 'Approve Leave', element: <LeaveApprovalPage /> },
    { path: '/leave-dashboard', label: 'My Leave', element: <MyLeavePage /> },
    { path: '/team-calendar', label: 'Team Calendar', element: <TeamCalendarPage /> },
  ],
});

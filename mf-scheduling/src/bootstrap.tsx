import { renderStandalone } from 'shared-auth/dev-host';
import MyShiftsPage from './exposes/my-shifts-page';
import RosterPage from './exposes/roster-page';
import ShiftTypesPage from './exposes/shift-types-page';

renderStandalone({
  title: 'Scheduling',
  pages: [
    { path: '/roster', label: 'Roster', element: <RosterPage /> },
    { path: '/my-shifts', label: 'My Shifts', element: <MyShiftsPage /> },
    { path: '/shift-types', label: 'Shift Types', element: <ShiftTypesPage /> },
  ],
});

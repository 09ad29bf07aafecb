import { renderStandalone } from 'shared-auth/dev-host';
import MyShiftsPage from './exposes/my-shifts-page';
import RosterPage from './exposes/roster-page';
import ShiftTypesPage from './exposes/shift-types-page';
import { PAGE_TITLES } from './shared/messages';

renderStandalone({
  title: 'Scheduling',
  pages: [
    { path: '/roster', label: PAGE_TITLES.roster, element: <RosterPage /> },
    { path: '/my-shifts', label: PAGE_TITLES.myShifts, element: <MyShiftsPage /> },
    { path: '/shift-types', label: PAGE_TITLES.shiftTypes, element: <ShiftTypesPage /> },
  ],
});

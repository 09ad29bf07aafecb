import { TimesheetPage } from '../features/timesheet/timesheet-page';

export default TimesheetPage;

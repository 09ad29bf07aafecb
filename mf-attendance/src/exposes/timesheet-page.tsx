import { TimesheetPage } from '../features/timesheet/timesheet-page';
import { MyOvertimeCard } from '../features/my-overtime/my-overtime-card';
import { MySignOffCard } from '../features/timesheet-signoff/my-signoff-card';

/** The timesheet download, then the person's own sign-off of a pay period and their overtime. */
export default function TimesheetWithSignOff() {
  return (
    <TimesheetPage>
      <MySignOffCard />
      <MyOvertimeCard />
    </TimesheetPage>
  );
}

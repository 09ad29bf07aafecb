import { TimesheetPage } from '../features/timesheet/timesheet-page';
import { MySignOffCard } from '../features/timesheet-signoff/my-signoff-card';

/** The timesheet download, then the person's own sign-off of a pay period. */
export default function TimesheetWithSignOff() {
  return (
    <TimesheetPage>
      <MySignOffCard />
    </TimesheetPage>
  );
}

import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function EmployeeEnrollmentPage() {
  return <ScreenPlaceholder title="Employee Enrollment" />;
}

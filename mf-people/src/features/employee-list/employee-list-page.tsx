import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function EmployeeListPage() {
  return <ScreenPlaceholder title="Employee List" />;
}

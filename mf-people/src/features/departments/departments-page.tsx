import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function DepartmentsPage() {
  return <ScreenPlaceholder title="Departments" />;
}

import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function EditEmployeePage() {
  return <ScreenPlaceholder title="Edit Employee" />;
}

import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function MyLeavePage() {
  return <ScreenPlaceholder title="My Leave" />;
}

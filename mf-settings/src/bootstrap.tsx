import { renderStandalone } from 'shared-auth/dev-host';
import SettingsPage from './exposes/settings-page';

renderStandalone({
  title: 'Settings',
  pages: [{ path: '/settings', label: 'Settings', element: <SettingsPage /> }],
});

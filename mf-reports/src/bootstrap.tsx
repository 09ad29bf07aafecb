import { renderStandalone } from 'shared-auth/dev-host';
import ReportsDashboardPage from './exposes/reports-dashboard-page';

renderStandalone({
  title: 'Reports',
  pages: [{ path: '/reports-dashboard', label: 'Reports Dashboard', element: <ReportsDashboardPage /> }],
});

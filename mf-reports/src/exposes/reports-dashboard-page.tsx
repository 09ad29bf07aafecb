import { ReportsDashboardPage } from '../features/reports-dashboard/reports-dashboard-page';

export default ReportsDashboardPage;

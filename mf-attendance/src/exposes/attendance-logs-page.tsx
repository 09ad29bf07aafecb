import { AttendanceLogsPage } from '../features/attendance-logs/attendance-logs-page';

export default AttendanceLogsPage;

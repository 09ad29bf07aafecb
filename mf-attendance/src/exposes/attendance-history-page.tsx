import { AttendanceHistoryPage } from '../features/attendance-history/attendance-history-page';

export default AttendanceHistoryPage;

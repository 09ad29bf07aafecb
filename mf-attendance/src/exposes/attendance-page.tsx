import { AttendancePage } from '../features/attendance/attendance-page';

export default AttendancePage;

import { LeaveRequestPage } from '../features/leave-request/leave-request-page';

export default LeaveRequestPage;

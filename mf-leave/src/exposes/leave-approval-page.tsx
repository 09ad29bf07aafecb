import { LeaveApprovalPage } from '../features/leave-approval/leave-approval-page';

export default LeaveApprovalPage;

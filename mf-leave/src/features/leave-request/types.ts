export type { LeaveRequestInput, ManagerEmail } from 'api-contract';

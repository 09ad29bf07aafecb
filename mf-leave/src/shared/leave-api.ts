export { useGetLeaveRequestsQuery } from 'shared-auth';

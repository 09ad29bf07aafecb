import { leaveTypeName } from 'shared-auth';
import { useGetLeaveTypeDetailsQuery } from '../generated-api';

/** A leave type as people read it, wherever a table or text shows one. */
export function LeaveTypeLabel({ type }: { type: string }) {
  const { data } = useGetLeaveTypeDetailsQuery();
  return <>{leaveTypeName(type, data)}</>;
}

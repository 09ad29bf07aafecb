import { useSelector } from 'react-redux';
import { selectUser, type SessionState } from './session-slice';

export function useSession() {
  return useSelector((state: { session: SessionState }) => selectUser(state));
}

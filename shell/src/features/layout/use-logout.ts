import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signOut, type AppDispatch } from 'shared-auth';

/** Ends the session and goes to the sign-in page. */
export function useLogout(): () => void {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return () => {
    dispatch(signOut());
    navigate('/login', { replace: true });
  };
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mustChangePassword, useSession } from 'shared-auth';

/** Signed out -> /login; a token that requires a password change -> /change_password, whatever was asked for. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  if (mustChangePassword(user.token) && pathname !== '/change_password')
    return <Navigate to="/change_password" replace />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { mustChangePassword, useSession } from 'shared-auth';

/** Outside the layout too (the 404 page): while a password change is due, every path leads to it. */
export function RedirectDuePasswordChange({ children }: { children: ReactNode }) {
  const user = useSession();
  if (user && mustChangePassword(user.token)) return <Navigate to="/change_password" replace />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, mustChangePassword, useSession, type AppRoute } from 'shared-auth';

/** Signed out -> /login; a token that requires a password change -> /change_password, whatever was asked for. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  if (mustChangePassword(user.token) && pathname !== '/change_password')
    return <Navigate to="/change_password" replace />;
  return children;
}

/** A signed-in user whose role may not open the route goes home (docs/product-spec.md section 2). */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!canOpen(route, user.role)) return <Navigate to="/" replace />;
  return children;
}

/** Outside the layout too (the 404 page): while a password change is due, every path leads to it. */
export function RedirectDuePasswordChange({ children }: { children: ReactNode }) {
  const user = useSession();
  if (user && mustChangePassword(user.token)) return <Navigate to="/change_password" replace />;
  return children;
}

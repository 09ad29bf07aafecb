import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpen, useSession, type AppRoute } from 'shared-auth';

/** A signed-in user whose role may not open the route goes home (docs/product-spec.md section 2). */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!canOpen(route, user.role)) return <Navigate to="/" replace />;
  return children;
}

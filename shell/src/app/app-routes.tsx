import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { RedirectDuePasswordChange, RequireRole, RequireSession } from '../features/guards/guards';
import { LoginPage } from '../features/login/login-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';
import { useAppRoutes } from '../shared/remote-registry/app-route-table';
import { AppLayout, NotFoundPage, StandaloneRemotePage } from './lazy-pages';
import { RoutePage } from './route-page';

/**
 * The public pages, the registry's pages that stand alone (a kiosk: no layout, no user session), the shell's and
 * the registry's routes inside the layout, and 404 for anything else.
 */
export function AppRoutes() {
  const { routes, bare } = useAppRoutes();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {bare.map((route) => (
        <Route key={route.path} path={`/${route.path}`} element={<StandaloneRemotePage page={route.page} />} />
      ))}
      <Route path="/forgot_password" element={<ForgotPasswordPage />} />
      <Route path="/reset_password" element={<ResetPasswordPage />} />
      <Route
        path="/"
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      >
        {routes.map((route) => (
          <Route
            key={route.path}
            index={route.path === ''}
            path={route.path || undefined}
            element={
              <RequireRole route={route}>
                {/* keyed: each route gets its own page state (a remote's error panel stays on its route) */}
                <RoutePage key={route.path} route={route} />
              </RequireRole>
            }
          />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <RedirectDuePasswordChange>
            <NotFoundPage />
          </RedirectDuePasswordChange>
        }
      />
    </Routes>
  );
}

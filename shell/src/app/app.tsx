import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { store, type AppRoute } from 'shared-auth';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { RedirectDuePasswordChange, RequireRole, RequireSession } from '../features/guards/guards';
import { LoginPage } from '../features/login/login-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';
import { withLaterAntdStyles } from '../shared/antd-stylesheet-sets';
import { usePublicTexts } from '../shared/public-page/public-texts';
import { useAppRoutes } from '../shared/remote-registry/app-route-table';
import { appLayoutChunk, homePageChunk, warmSignedInChunks } from './page-chunks';
import { useRemovePrepaint } from './prepaint';

// Everything behind sign-in uses antd: it loads only after sign-in, keeping the public pages lean.
const AppLayout = lazy(() => appLayoutChunk().then((m) => ({ default: m.AppLayout })));
const HomePage = lazy(() => homePageChunk().then((m) => ({ default: m.HomePage })));
// The shell's later screens wait for the later screens' antd styles too (shared/antd-stylesheet-sets.ts).
const ChangePasswordPage = lazy(() =>
  withLaterAntdStyles(import('../features/change-password/change-password-page')).then((m) => ({
    default: m.ChangePasswordPage,
  })),
);
const NotFoundPage = lazy(() =>
  withLaterAntdStyles(import('../features/not-found/not-found-page')).then((m) => ({ default: m.NotFoundPage })),
);
const SsoCallbackPage = lazy(() =>
  import('../features/sso-callback/sso-callback-page').then((m) => ({ default: m.SsoCallbackPage })),
);
const RemotePage = lazy(() => import('../features/remote-pages/remote-page').then((m) => ({ default: m.RemotePage })));
const OwnPinCard = lazy(() =>
  withLaterAntdStyles(import('../features/kiosk-pin/own-pin-card')).then((m) => ({ default: m.OwnPinCard })),
);
const NotificationsCard = lazy(() =>
  withLaterAntdStyles(import('../features/notifications/notifications-card')).then((m) => ({
    default: m.NotificationsCard,
  })),
);
// With the remote pages' code: the frame has it from the first screen on.
const LaterScreen = lazy(() =>
  import('../features/remote-pages/remote-page').then((m) => ({ default: m.LaterScreen })),
);
const StandaloneRemotePage = lazy(() =>
  import('../features/remote-pages/remote-page').then((m) => ({ default: m.StandaloneRemotePage })),
);

/** The shell's own pages; every other route of the access table names the remote page that renders it. */
const SHELL_PAGES: Record<string, () => ReactNode> = {
  '': () => <HomePage />,
  // The account page: the password, then the kiosk PIN, then what one is notified of.
  change_password: () => (
    <LaterScreen>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <ChangePasswordPage />
        <OwnPinCard />
        <NotificationsCard />
      </div>
    </LaterScreen>
  ),
};

function RoutePage({ route }: { route: AppRoute }) {
  if (route.page) return <RemotePage page={route.page} />;
  const page = SHELL_PAGES[route.path];
  if (!page) throw new Error(`No page for route "/${route.path}"`);
  return page();
}

/**
 * The registry's pages that stand alone (a kiosk: no layout, no user session), the shell's and the registry's routes
 * inside the layout, and 404 for anything else. These wait for the registry; the public pages do not.
 */
function RegistryRoutes() {
  const { routes, bare } = useAppRoutes();
  return (
    <Routes>
      {bare.map((route) => (
        <Route key={route.path} path={`/${route.path}`} element={<StandaloneRemotePage page={route.page} />} />
      ))}
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
            <LaterScreen plain>
              <NotFoundPage />
            </LaterScreen>
          </RedirectDuePasswordChange>
        }
      />
    </Routes>
  );
}

/** The public pages render at once: the sign-in page's first paint never waits for the remote registry. */
function AppRoutes() {
  // Whatever screen comes first (the frame, or the sign-in page of an expired session) replaces the pre-paint.
  useRemovePrepaint();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage onSubmitting={warmSignedInChunks} />} />
      <Route path="/forgot_password" element={<ForgotPasswordPage />} />
      <Route path="/reset_password" element={<ResetPasswordPage />} />
      <Route path="/sso/callback" element={<SsoCallbackPage />} />
      <Route path="*" element={<RegistryRoutes />} />
    </Routes>
  );
}

/** The store for the shell and every remote, and the routes; the router is the caller's (browser or memory). */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  const t = usePublicTexts();
  return (
    <Provider store={store}>
      <Router>
        <Suspense fallback={<div className="boot-spinner" role="status" aria-label={t('loading')} />}>
          <AppRoutes />
        </Suspense>
      </Router>
    </Provider>
  );
}

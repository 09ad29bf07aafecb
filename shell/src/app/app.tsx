import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from 'shared-auth';
import { AppRoutes } from './app-routes';

/** The store for the shell and every remote, and the routes; the router is the caller's (browser or memory). */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Provider store={store}>
      <Router>
        <Suspense fallback={<div className="boot-spinner" role="status" aria-label="Loading" />}>
          <AppRoutes />
        </Suspense>
      </Router>
    </Provider>
  );
}

import type { ReactNode } from 'react';
import type { AppRoute } from 'shared-auth';
import { ChangePasswordPage, HomePage, OwnPinCard, RemotePage } from './lazy-pages';

/** The shell's own pages; every other route of the access table names the remote page that renders it. */
const SHELL_PAGES: Record<string, () => ReactNode> = {
  '': () => <HomePage />,
  // The account page: the password, then the kiosk PIN.
  change_password: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ChangePasswordPage />
      <OwnPinCard />
    </div>
  ),
};

export function RoutePage({ route }: { route: AppRoute }) {
  if (route.page) return <RemotePage page={route.page} />;
  const page = SHELL_PAGES[route.path];
  if (!page) throw new Error(`No page for route "/${route.path}"`);
  return page();
}

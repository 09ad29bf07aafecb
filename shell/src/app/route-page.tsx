import type { ReactNode } from 'react';
import type { AppRoute } from 'shared-auth';
import { ChangePasswordPage, HomePage, RemotePage } from './lazy-pages';

/** The shell's own pages; every other route of the access table names the remote page that renders it. */
const SHELL_PAGES: Record<string, () => ReactNode> = {
  '': () => <HomePage />,
  change_password: () => <ChangePasswordPage />,
};

export function RoutePage({ route }: { route: AppRoute }) {
  if (route.page) return <RemotePage page={route.page} />;
  const page = SHELL_PAGES[route.path];
  if (!page) throw new Error(`No page for route "/${route.path}"`);
  return page();
}

import { canOpen, navEntriesFor, ROUTE_LABELS, SHELL_ROUTES, type AppRoute } from './access-table';
import { ROLES } from './roles';

// The remote routes and their roles are the registry's: shell/src/shared/remote-registry/app-route-table.test.ts checks the whole table.
describe('access table', () => {
  it("holds the shell's own pages, open to every role, the dashboard first in the sidebar", () => {
    expect(SHELL_ROUTES.map((route) => [route.path, route.title])).toEqual([
      ['', 'Dashboard'],
      ['change_password', 'Change Password'],
    ]);
    for (const route of SHELL_ROUTES) expect(ROLES.filter((role) => canOpen(route, role))).toEqual(ROLES);
    expect(navEntriesFor(SHELL_ROUTES, 'employee').map((route) => route.title)).toEqual([ROUTE_LABELS.dashboard]);
  });

  it('lists the sidebar entries a role sees, in order, leaving out routes without one', () => {
    const routes: AppRoute[] = [
      { path: 'b', title: 'B', roles: ROLES, nav: { roles: ['admin'], order: 2 } },
      { path: 'a', title: 'A', roles: ROLES, nav: { roles: ['admin', 'employee'], order: 1 } },
      { path: 'c', title: 'C', roles: ROLES },
    ];
    expect(navEntriesFor(routes, 'admin').map((route) => route.path)).toEqual(['a', 'b']);
    expect(navEntriesFor(routes, 'employee').map((route) => route.path)).toEqual(['a']);
  });
});

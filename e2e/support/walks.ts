import type { Page } from 'playwright-core';
import registry from '../../config/remotes.json';
// The routes themselves, so the walks follow every route the app gives a role: the registry and shared-auth's plain
// data files, not the package, which would load React into the test (the package-name rule is about Module
// Federation's one copy in the browser).
// eslint-disable-next-line no-restricted-imports
import { SHELL_ROUTES } from '../../shared-auth/src/access/access-table';
// eslint-disable-next-line no-restricted-imports
import type { Role } from '../../shared-auth/src/access/roles';

export interface AppRoute {
  path: string;
  /** The page's title in English; `titles` in other languages, when the registry gives them. */
  title: string;
  titles?: Partial<Record<string, string>>;
  roles: readonly string[];
}

/**
 * Every route of the signed-in app: the shell's own and each remote's from the registry, as the shell builds them
 * (a route with layout "none", the kiosk, stands outside the app and has no roles; its own e2e test drives it).
 */
export const APP_ROUTES: AppRoute[] = [
  ...SHELL_ROUTES,
  ...registry.remotes.flatMap((remote) =>
    remote.routes.flatMap((route) =>
      route.roles
        ? [
            {
              path: route.path,
              title: route.label,
              roles: route.roles,
              ...('labels' in route && { titles: route.labels }),
            },
          ]
        : [],
    ),
  ),
];

/** The routes `role` may open, in the registry's order. */
export const routesOf = (role: Role) => APP_ROUTES.filter((route) => route.roles.includes(role));

/** The address of a route; a route for one employee opens `employeeId`'s. */
export const addressOf = (route: AppRoute, employeeId: number) =>
  `/${route.path.replace(':employee_id', String(employeeId))}`;

/** The drawer's button and dialog names in the page's language, to open a screen the way a phone's user does. */
export interface Drawer {
  button: string | RegExp;
  dialog: string | RegExp;
}

/** Opens `to` inside the running app (no page load): through the phone's menu drawer, or as a link click would. */
export async function openInApp(page: Page, to: string, title: string, viaDrawer?: Drawer) {
  if (viaDrawer) {
    await page.getByRole('button', { name: viaDrawer.button }).click();
    const drawer = page.getByRole('dialog', { name: viaDrawer.dialog });
    await drawer.getByRole('link', { name: title, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
  } else {
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  }
  // The screen before may offer the same action (Apply Filters): it counts once this screen's title shows.
  await page.getByRole('main').getByText(title, { exact: true }).first().waitFor();
}

/**
 * Which screens axe still has to check, per layout: a screen is the same components for every role that sees it,
 * so axe runs on each once a layout (the home screen, whose cards differ by role, once a role).
 */
export function axeOncePerLayout(): (layout: string, role: Role, routePath: string) => boolean {
  const checked = new Set<string>();
  return (layout, role, routePath) => {
    const key = `${layout} ${routePath === '' ? role : ''} /${routePath}`;
    if (checked.has(key)) return false;
    checked.add(key);
    return true;
  };
}

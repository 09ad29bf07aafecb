import { useEffect } from 'react';
import {
  canOpen,
  logoUrl,
  navEntriesFor,
  PREPAINT_STORAGE_KEY,
  textDirection,
  useLanguage,
  type AppRoute,
  type Language,
  type StoredSession,
} from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useBranding } from '../../shared/branding';
import { useAppRoutes } from '../../shared/remote-registry/app-route-table';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { PARENT_ENTRY } from './sidebar-menu';

/** A screen index.html may draw: its route (`employees/edit/:employee_id`), its heading and the heading's level. */
export interface PrepaintPage {
  path: string;
  heading: string;
  level: 2 | 3;
  layout: 'home' | 'page';
}

/**
 * What the pre-paint (shell/prepaint/prepaint.js) draws the frame from, in the language of the last signed-in render:
 * whose it is (it draws nothing for anyone else), the top bar's texts, the sidebar's entries (`selects`: the screens
 * under an entry that light it up), and the heading of every screen the person may open.
 */
export interface PrepaintSnapshot {
  version: 1;
  user: string;
  email: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  company: string;
  logo: string | null;
  name: string;
  nav: Array<{ path: string; label: string; selects?: string }>;
  pages: PrepaintPage[];
}

interface SnapshotSource {
  user: StoredSession;
  language: Language;
  company: string;
  logoPath: string | null | undefined;
  routes: readonly AppRoute[];
  /** The route's label in the page's language (the sidebar's, and the remote page's own heading). */
  label: (route: AppRoute) => string;
  welcome: string;
}

/**
 * The heading of every screen `source.user` may open, as the screen renders it: the remote pages head theirs with
 * their route's label as a level 2 title; home greets the person (level 3).
 */
export function screenHeadings(source: Pick<SnapshotSource, 'user' | 'routes' | 'label' | 'welcome'>): PrepaintPage[] {
  return source.routes
    .filter((route) => canOpen(route, source.user.role) && (route.path === '' || route.page))
    .map((route): PrepaintPage =>
      route.path === ''
        ? { path: '', heading: source.welcome, level: 3, layout: 'home' }
        : { path: route.path, heading: source.label(route), level: 2, layout: 'page' },
    );
}

export function prepaintSnapshot(source: SnapshotSource): PrepaintSnapshot {
  const { user, routes, label } = source;
  return {
    version: 1,
    user: user.employee_id,
    email: user.email,
    language: source.language,
    direction: textDirection(source.language),
    company: source.company,
    logo: source.logoPath ? logoUrl(source.logoPath) : null,
    name: user.fullName,
    nav: navEntriesFor(routes, user.role).map((route) => {
      const selects = PARENT_ENTRY.find(([, key]) => key === `/${route.path}`)?.[0].slice(1);
      return { path: route.path, label: label(route), ...(selects && { selects }) };
    }),
    pages: screenHeadings(source),
  };
}

/** The route table and the texts the screens' headings are made of, in the page's language. */
export function useScreensOf(user: StoredSession) {
  const t = useShellTexts();
  const routeLabel = useRouteLabel();
  const { routes } = useAppRoutes();
  return {
    user,
    routes,
    label: (route: AppRoute) => routeLabel(route.title, route.titles),
    welcome: t('home.welcome', { name: user.fullName }),
  };
}

/**
 * Keeps the snapshot of the frame as it is rendered now, for the next visit's first paint; not while a password
 * change is due (`navigates` false: the frame without its menu).
 */
export function usePrepaintSnapshot(user: StoredSession, navigates: boolean): void {
  const screens = useScreensOf(user);
  const language = useLanguage();
  const { data: branding } = useBranding();
  const snapshot =
    navigates &&
    branding &&
    JSON.stringify(
      prepaintSnapshot({ ...screens, language, company: branding.company_name ?? '', logoPath: branding.logo_path }),
    );
  useEffect(() => {
    try {
      // While a password change is due, the next visit must not show the menu this frame no longer has.
      if (!navigates) window.localStorage.removeItem(PREPAINT_STORAGE_KEY);
      else if (snapshot) window.localStorage.setItem(PREPAINT_STORAGE_KEY, snapshot);
    } catch {
      // No storage (private mode): the next visit starts without the pre-paint.
    }
  }, [snapshot, navigates]);
}

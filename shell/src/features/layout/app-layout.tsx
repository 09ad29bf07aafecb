import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { mustChangePassword, useSession, type StoredSession } from 'shared-auth';
import { AntdRoot } from '../../shared/antd-root';
import { useCompanyClock } from '../../shared/branding';
import { useSignedInLanguage } from '../../shared/use-signed-in-language';
import { PageFallback, PageLoading } from '../../shared/page-spinner';
import { usePhone } from 'shared-auth/ui';
import { PAGE_PADDING, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../constants';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { PagePlaceholder } from './page-placeholder';
import { usePrepaintSnapshot } from './prepaint-snapshot';
import { SidebarMenu } from './sidebar-menu';
import { MenuButton, TopBar } from './top-bar';
import { LogoutButton, UserMenu } from './user-menu';

// The phone's drawer is opened by a tap: its code (antd's Drawer and what it loads) comes then, not with the frame.
const NavigationDrawer = lazy(() => import('./navigation-drawer').then((m) => ({ default: m.NavigationDrawer })));

function Page({ compact }: { compact: boolean }) {
  return (
    <Layout.Content style={{ padding: compact ? PAGE_PADDING.phone : PAGE_PADDING.desktop, minWidth: 0 }}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
}

/**
 * While a password change is due, the change password screen alone with a way out (docs/product-spec.md section 2); then the
 * menu. One tree for both, so the screen stays mounted (its success notice and redirect) when the fresh token arrives.
 */
function SignedInFrame({ user, phone }: { user: StoredSession; phone: boolean }) {
  const t = useShellTexts();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first tap on, so that it closes with its animation.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const navigates = !mustChangePassword(user.token);
  const menuButton = phone ? (
    <MenuButton
      label={t('layout.openMenu')}
      icon={<MenuOutlined />}
      onClick={() => {
        setDrawerOpened(true);
        setDrawerOpen(true);
      }}
      expanded={drawerOpen}
    />
  ) : (
    <MenuButton
      label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => setCollapsed(!collapsed)}
      expanded={!collapsed}
    />
  );
  const navigation = phone ? (
    drawerOpened && (
      <Suspense fallback={null}>
        <NavigationDrawer role={user.role} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </Suspense>
    )
  ) : (
    <Layout.Sider
      theme="light"
      collapsed={collapsed}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      style={{ borderInlineEnd: '1px solid var(--ant-color-border-secondary)' }}
    >
      <SidebarMenu role={user.role} />
    </Layout.Sider>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PrepaintSnapshotKeeper user={user} navigates={navigates} />
      <TopBar
        compact={phone}
        start={navigates && menuButton}
        end={navigates ? <UserMenu user={user} compact={phone} /> : <LogoutButton />}
      />
      <Layout>
        {navigates && navigation}
        <PageFallback.Provider value={<PagePlaceholder user={user} />}>
          <Page compact={phone} />
        </PageFallback.Provider>
      </Layout>
    </Layout>
  );
}

/**
 * The pre-paint's snapshot of the frame, apart from it: the answers it is made of (the branding, the texts) redraw
 * this alone, not the frame and the page under it.
 */
function PrepaintSnapshotKeeper({ user, navigates }: { user: StoredSession; navigates: boolean }) {
  usePrepaintSnapshot(user, navigates);
  return null;
}

/**
 * The company's clock and the person's language, each from a query: apart from the frame, so that their answers
 * (store updates, which React renders at once in one task) redraw this alone, not the whole frame and page.
 */
function SignedInSettings() {
  useCompanyClock();
  useSignedInLanguage();
  return null;
}

function Frame() {
  const user = useSession();
  // Below antd's md breakpoint (768 px) the sidebar would leave the page a narrow column: it becomes a drawer.
  const phone = usePhone();
  return (
    <>
      <SignedInSettings />
      {user && <SignedInFrame user={user} phone={phone} />}
    </>
  );
}

/** The signed-in frame: top bar, sidebar (a drawer on phones), and the routed page. antd starts loading here. */
export function AppLayout() {
  return (
    <AntdRoot>
      <Frame />
    </AntdRoot>
  );
}

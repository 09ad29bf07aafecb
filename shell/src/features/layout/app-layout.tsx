import { Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { AntdRoot } from '../../shared/antd-root';
import { PageSpinner } from '../../shared/page-spinner';
import { CompanyLogo } from './company-logo';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { SidebarMenu } from './sidebar-menu';
import { UserMenu } from './user-menu';

function Frame() {
  const user = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  if (!user) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        theme="light"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <CompanyLogo collapsed={collapsed} />
        <SidebarMenu role={user.role} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            height: HEADER_HEIGHT,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            paddingInline: 24,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <UserMenu user={user} />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The signed-in frame: collapsible sidebar, top bar, and the routed page. antd starts loading here. */
export function AppLayout() {
  return (
    <AntdRoot>
      <Frame />
    </AntdRoot>
  );
}

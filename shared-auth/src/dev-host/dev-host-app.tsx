import { App as AntApp, Button, Layout, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { signOut, store, useSession, type AppDispatch } from 'shared-auth';
import { SignInForm } from './sign-in-form';

/** One screen of a remote, routed by the dev host at `path` (react-router syntax). */
export interface StandalonePage {
  path: string;
  label: string;
  element: ReactNode;
}

export interface StandaloneOptions {
  /** Shown in the header and as the document title. */
  title: string;
  pages: StandalonePage[];
}

export function DevHostApp(options: StandaloneOptions) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AntApp>
          <DevHostLayout {...options} />
        </AntApp>
      </BrowserRouter>
    </Provider>
  );
}

function DevHostLayout({ title, pages }: StandaloneOptions) {
  const user = useSession();
  if (!user) return <SignInForm title={title} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <DevHeader title={title} pages={pages} />
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          {pages[0] && <Route path="*" element={<Navigate to={pages[0].path} replace />} />}
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

const linkStyle = { color: 'rgba(255, 255, 255, 0.85)' };

// Pages with route parameters (e.g. `/employees/edit/:employee_id`) are routed but opened by URL.
const linkable = (page: StandalonePage) => !page.path.includes(':');

function DevHeader({ title, pages }: { title: string; pages: StandalonePage[] }) {
  const dispatch = useDispatch<AppDispatch>();
  const user = useSession();

  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <Typography.Text strong style={{ color: '#fff' }}>
        {title} (standalone)
      </Typography.Text>
      <Space size="middle" style={{ flex: 1 }}>
        {pages.filter(linkable).map((page) => (
          <NavLink key={page.path} to={page.path} style={linkStyle}>
            {page.label}
          </NavLink>
        ))}
      </Space>
      <Typography.Text style={linkStyle}>
        {user?.fullName} ({user?.role})
      </Typography.Text>
      <Button onClick={() => dispatch(signOut())}>Sign out</Button>
    </Layout.Header>
  );
}

import { App as AntApp, Layout } from 'antd';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { store, useSession } from 'shared-auth';
import { DevHeader } from './dev-header';
import { SignInForm } from './sign-in-form';
import type { StandaloneOptions } from './types';

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

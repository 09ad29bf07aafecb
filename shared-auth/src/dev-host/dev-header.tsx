import { Button, Layout, Space, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { signOut, useSession, type AppDispatch } from 'shared-auth';
import type { StandalonePage } from './types';

const linkStyle = { color: 'rgba(255, 255, 255, 0.85)' };

// Pages with route parameters (e.g. `/employees/edit/:employee_id`) are routed but opened by URL.
const linkable = (page: StandalonePage) => !page.path.includes(':');

export function DevHeader({ title, pages }: { title: string; pages: StandalonePage[] }) {
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

import { Card, Descriptions, Tag, Typography } from 'antd';
import { useSession } from 'shared-auth';
import { ROLE_LABELS } from '../../shared/role-labels';

/** For now the home page greets the signed-in user; the dashboard of spec section 2 replaces it. */
export function HomePage() {
  const user = useSession();
  if (!user) return null;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Welcome, {user.fullName}
      </Typography.Title>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: user.fullName },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'role', label: 'Role', children: <Tag color="blue">{ROLE_LABELS[user.role]}</Tag> },
        ]}
      />
    </Card>
  );
}

import { DownOutlined, LockOutlined, LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { signOut, type AppDispatch, type StoredSession } from 'shared-auth';
import { LAYOUT_MESSAGES as TEXT } from './messages';

/** Top bar: the user's full name opens their email, Change Password and Logout. */
export function UserMenu({ user }: { user: StoredSession }) {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'email', icon: <MailOutlined />, label: user.email, disabled: true },
    { type: 'divider' },
    { key: 'change-password', icon: <LockOutlined />, label: <Link to="/change_password">{TEXT.changePassword}</Link> },
    { key: 'logout', icon: <LogoutOutlined />, label: TEXT.logout, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    dispatch(signOut());
    navigate('/login', { replace: true });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={TEXT.userMenu} style={{ height: 48 }}>
        <Space>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1d3fa8' }} />
          {user.fullName}
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}

import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { StoredSession } from 'shared-auth';
import { BRAND_COLOR } from '../../shared/theme';
import { TOUCH_TARGET } from '../../constants';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { SingleLineText } from './single-line-text';
import { useLogout } from './use-logout';

// The menu opens on a tap: its code (antd's Dropdown, the items' icons, the language call) comes then, not with the
// frame.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown').then((m) => ({ default: m.UserMenuDropdown })));

/** Top bar: the user's full name (the button's name too) opens their email, Change Password and Logout. */
export function UserMenu({ user, compact }: { user: StoredSession; compact: boolean }) {
  const [tapped, setTapped] = useState(false);
  const trigger = (
    <Button
      type="text"
      aria-haspopup="menu"
      onClick={tapped ? undefined : () => setTapped(true)}
      style={{ height: TOUCH_TARGET, paddingInline: 8, maxWidth: compact ? 160 : 280 }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Avatar
          size="small"
          icon={<UserOutlined aria-hidden />}
          style={{ backgroundColor: BRAND_COLOR, flex: 'none' }}
        />
        <SingleLineText style={{ maxWidth: compact ? 88 : 200 }}>{user.fullName}</SingleLineText>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </span>
    </Button>
  );
  if (!tapped) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown user={user} trigger={trigger} />
    </Suspense>
  );
}

/** The way out while a password change is due and the user menu is not shown. */
export function LogoutButton() {
  const t = useShellTexts();
  const logout = useLogout();
  return (
    <Button type="text" icon={<LogoutOutlined aria-hidden />} onClick={logout} style={{ height: TOUCH_TARGET }}>
      {t('layout.logout')}
    </Button>
  );
}

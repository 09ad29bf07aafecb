import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { navEntriesFor, type Role } from 'shared-auth';
import { NAV_ICONS } from './nav-icons';

// Screens without their own entry light up the entry they belong to.
const PARENT_ENTRY: Array<[prefix: string, key: string]> = [['/employees/', '/employee-list']];

function selectedKey(pathname: string): string {
  return PARENT_ENTRY.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? (pathname.replace(/\/+$/, '') || '/');
}

export function SidebarMenu({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const items = navEntriesFor(role).map(({ path, title }) => ({
    key: `/${path}`,
    icon: NAV_ICONS[path],
    label: <Link to={`/${path}`}>{title}</Link>,
  }));
  return (
    <nav aria-label="Main navigation">
      <Menu mode="inline" items={items} selectedKeys={[selectedKey(pathname)]} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}

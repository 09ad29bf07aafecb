import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { navEntriesFor, type Role } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useAppRoutes } from '../../shared/remote-registry/app-route-table';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

/** Sidebar icon per route path; a remote route the shell does not know yet gets the default one. */
const DEFAULT_NAV_ICON = <AppstoreOutlined />;

const NAV_ICONS: Record<string, ReactNode> = {
  '': <DashboardOutlined />,
  attendance: <ClockCircleOutlined />,
  timesheet: <FileTextOutlined />,
  'reports-dashboard': <BarChartOutlined />,
  'attendance-history': <HistoryOutlined />,
  'attendance-review': <AuditOutlined />,
  'attendance-logs': <ProfileOutlined />,
  departments: <ApartmentOutlined />,
  'leave-approval': <CheckSquareOutlined />,
  'leave-request': <FormOutlined />,
  'leave-dashboard': <CalendarOutlined />,
  'team-calendar': <ScheduleOutlined />,
  'employee-enrollment': <UserAddOutlined />,
  'employee-list': <TeamOutlined />,
  settings: <SettingOutlined />,
};

// Screens without their own entry light up the entry they belong to.
export const PARENT_ENTRY: Array<[prefix: string, key: string]> = [['/employees/', '/employee-list']];

function selectedKey(pathname: string): string {
  return PARENT_ENTRY.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? (pathname.replace(/\/+$/, '') || '/');
}

/** The role's entries of the route table; `onNavigate` runs when one is chosen (the phone's drawer closes). */
export function SidebarMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const t = useShellTexts();
  const routeLabel = useRouteLabel();
  const { pathname } = useLocation();
  const items = navEntriesFor(useAppRoutes().routes, role).map(({ path, title, titles }) => ({
    key: `/${path}`,
    icon: NAV_ICONS[path] ?? DEFAULT_NAV_ICON,
    label: <Link to={`/${path}`}>{routeLabel(title, titles)}</Link>,
  }));
  return (
    <nav aria-label={t('layout.mainNavigation')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[selectedKey(pathname)]}
        onClick={onNavigate}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}

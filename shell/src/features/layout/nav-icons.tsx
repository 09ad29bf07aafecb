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
import type { ReactNode } from 'react';

/** Sidebar icon per route path; a remote route the shell does not know yet gets the default one. */
export const DEFAULT_NAV_ICON = <AppstoreOutlined />;

export const NAV_ICONS: Record<string, ReactNode> = {
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

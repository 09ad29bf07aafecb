import {
  ApartmentOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Sidebar icon per route path of the access table. */
export const NAV_ICONS: Record<string, ReactNode> = {
  '': <DashboardOutlined />,
  attendance: <ClockCircleOutlined />,
  timesheet: <FileTextOutlined />,
  'reports-dashboard': <BarChartOutlined />,
  'attendance-history': <HistoryOutlined />,
  'attendance-logs': <ProfileOutlined />,
  departments: <ApartmentOutlined />,
  'leave-approval': <CheckSquareOutlined />,
  'leave-request': <FormOutlined />,
  'leave-dashboard': <CalendarOutlined />,
  'employee-enrollment': <UserAddOutlined />,
  'employee-list': <TeamOutlined />,
  settings: <SettingOutlined />,
};

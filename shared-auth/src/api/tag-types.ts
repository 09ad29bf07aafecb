/** Every cache tag of the one api, declared here so remotes only inject endpoints. */
export const TAG_TYPES = [
  'Session',
  'Branding',
  'Settings',
  'Departments',
  'Employees',
  'Attendance',
  'AttendanceStatus',
  'AttendanceCorrections',
  'Leave',
  'Dashboard',
  'Reports',
  'CalendarFeeds',
  'FaceFallbacks',
  'Kiosks',
] as const;

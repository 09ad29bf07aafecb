export type {
  Birthday,
  DailyStat,
  DashboardStats,
  EmployeeTimeRow,
  LeaveRequest,
  ReverseGeocodeQuery as Coordinates,
} from 'api-contract';

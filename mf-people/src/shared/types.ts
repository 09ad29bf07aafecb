import type { EmployeeSummary } from 'shared-auth';

/** A row of GET /api/departments (spec section 3). */
export interface Department {
  department_id: number;
  department_name: string;
  created_at: string;
}

export type { EmployeeSummary };

export interface AllowedLocation {
  name?: string;
  latitude: number;
  longitude: number;
}

/** GET /api/employees/{id}. */
export interface EmployeeDetail extends EmployeeSummary {
  report_to: number | null;
  date_of_birth: string | null;
  phone_number: string | null;
  hire_date: string | null;
  job_title: string | null;
  allowed_locations: AllowedLocation[];
  department_ids: number[];
  face_profiles: number;
}

/** A success body of the api; its `message` is shown when it has one. */
export interface MessageResponse {
  message?: string;
}

export type { Notice } from 'shared-auth/ui';

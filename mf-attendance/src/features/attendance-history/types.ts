/** A row of GET /api/departments (spec section 3). */
export interface Department {
  department_id: number;
  department_name: string;
  created_at: string;
}

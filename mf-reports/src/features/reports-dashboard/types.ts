/** Spec section 3: the reports response. */
export interface ReportsData {
  summary_cards: {
    totalDepartments: number;
    totalPresent: number;
    totalAbsent: number;
    totalOnLeave: number;
    arrivalEarly: number;
    /** Today before work start + grace: not in yet, and not counted absent. */
    totalNotYetIn?: number;
  };
  line_chart: { dates: string[]; present: number[]; absent: number[] };
  bar_chart: { labels: string[]; present: number[]; absent: number[] };
  departments: { department_id: number; department_name: string }[];
  employees: { employee_id: number; full_name: string; department_ids: number[] }[];
  start_date?: string;
  end_date?: string;
}

/** The four filters; an empty one is left out of the query. */
export interface ReportFilters {
  department_id?: number;
  employee_id?: number;
  start_date?: string;
  end_date?: string;
}

export interface Notice {
  type: 'success' | 'error';
  text: string;
}

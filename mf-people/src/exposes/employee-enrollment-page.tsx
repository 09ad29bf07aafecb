import { EmployeeEnrollmentPage } from '../features/employee-enrollment/employee-enrollment-page';

export default EmployeeEnrollmentPage;

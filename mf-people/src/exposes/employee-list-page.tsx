import { EmployeeListPage } from '../features/employee-list/employee-list-page';

export default EmployeeListPage;

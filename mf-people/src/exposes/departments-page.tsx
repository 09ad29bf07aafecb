import { DepartmentsPage } from '../features/departments/departments-page';

export default DepartmentsPage;

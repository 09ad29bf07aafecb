import { EditEmployeePage } from '../features/edit-employee/edit-employee-page';

export default EditEmployeePage;

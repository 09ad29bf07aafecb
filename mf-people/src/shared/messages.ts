// Spec sections 5 and 8, word for word; tests import them from here.
export const PEOPLE_MESSAGES = {
  fetchEmployeesFailed: 'Failed to fetch employees.',
  fetchEmployeesError: 'An error occurred while fetching employees.',
  employeeNotFound: 'Employee not found.',
  fetchEmployeeError: 'Error fetching employee data.',
  updateEmployeeError: 'An error occurred while updating employee.',
  updateManagerError: 'An error occurred while updating the manager.',
  enrolError: 'An error occurred while enrolling employee.',
  deleteEmployeeFailed: 'Failed to delete employee.',
  deleteEmployeeError: 'An error occurred while deleting employee.',
  fetchDepartmentsError: 'Error fetching departments.',
  createDepartmentError: 'Error creating department.',
  updateDepartmentError: 'Error updating department.',
  deleteDepartmentError: 'Error deleting department.',

  enrolRequired: 'Please fill in all required fields and select an image.',
  departmentNameRequired: 'Please enter a department name.',
  confirmDeleteEmployee: 'Are you sure you want to delete this employee?',
  confirmDeleteDepartment: 'Are you sure you want to delete this department?',

  enrolled: 'Employee enrolled successfully!',
  managerUpdated: 'Manager updated successfully.',
  employeeDeleted: 'Employee deleted successfully.',

  noEmployees: 'No employees found.',
  loadingEmployee: 'Loading employee data...',

  // Not in the spec: the biometric consent checkbox is this product's addition.
  consentRequired: 'Please confirm the employee consents to storing their face data.',
  employeeUpdated: 'Employee updated successfully.',
} as const;

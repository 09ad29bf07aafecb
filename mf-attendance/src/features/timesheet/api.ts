export { useGetAllEmployeesListQuery } from '../../generated-api';

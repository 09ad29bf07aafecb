export { useGetDepartmentsQuery } from 'shared-auth';

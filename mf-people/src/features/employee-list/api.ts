export { useDeleteEmployeesByIdMutation } from '../../generated-api';

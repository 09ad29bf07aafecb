export {
  usePostDepartmentsMutation,
  usePutDepartmentsByIdMutation,
  useDeleteDepartmentsByIdMutation,
} from '../../generated-api';

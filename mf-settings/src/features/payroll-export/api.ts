export { useGetPayrollMappingQuery, usePutPayrollMappingMutation } from '../../generated-api';

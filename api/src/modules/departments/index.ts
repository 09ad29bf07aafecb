// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { Timestamp } from './departments-schemas';
export {
  addMembers,
  departmentIdsOf,
  existingDepartmentIds,
  removeMembers,
  setMemberships,
} from './memberships-repository';
export { createDepartment, deleteDepartment, renameDepartment } from './departments-service';

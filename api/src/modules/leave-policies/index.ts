// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { findPolicy, findPolicyByName, listPolicies } from './leave-policies-repository';
export type { LeavePolicyRow } from './leave-policies-repository';

// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { AUDIT_ACTIONS } from './actions';
export * as auditRepository from './audit-repository';
export { checkpointSignature } from './chain-hash';

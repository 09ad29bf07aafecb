// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { useApiToken, type ApiTokenGrant } from './api-token-auth';
export { isApiToken } from './api-token-secret';

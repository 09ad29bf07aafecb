// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { authorizeApiToken, type ApiTokenGrant } from './api-token-auth';
export { isApiToken } from './api-token-secret';

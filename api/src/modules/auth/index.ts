// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { currentUser } from './auth-plugin';
export { findByEmail, findSessionEmployee, type AuthEmployee } from './auth-repository';
export { AUTH_MESSAGES, authError } from './messages';
export { hashPassword, verifyPassword } from './passwords';
export { endAllSessions } from './refresh-token-repository';
export { sessionEmployee } from './session-employee';
export { recordSignInFailure, startSession } from './sign-in';
export { TokenPairBody } from './auth-schemas';
export { bearerToken } from './tokens';

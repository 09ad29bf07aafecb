// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { oidcRoutes } from './oidc-routes';

export { preferencesRoutes } from './preferences-routes';

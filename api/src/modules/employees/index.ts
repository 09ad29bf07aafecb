// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { IMAGE_MAX_BYTES } from './limits';
export { insertEmployee, updateEmployee } from './employees-repository';
export { terminateEmployee } from './terminate-service';
export { welcomeMail } from './welcome-mail';

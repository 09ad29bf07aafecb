// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { assertBalanceCovers } from './leave-balances-service';
export { creditTimeInLieu, TIME_IN_LIEU_TYPE } from './time-in-lieu';

// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { placeShifts, type PlacementOptions, type ShiftPlacement } from './placement';
export { shiftError, SHIFT_ERRORS } from './messages';
export { shiftInstants } from './shift-times';

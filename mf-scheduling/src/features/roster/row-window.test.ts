import { OVERSCAN_ROWS, rowWindow } from './row-window';

it('draws the rows in view and a few more on each side, never past either end', () => {
  expect(rowWindow(0, 480, 48, 500)).toEqual({ first: 0, end: 11 + OVERSCAN_ROWS });
  expect(rowWindow(48 * 100, 480, 48, 500)).toEqual({ first: 100 - OVERSCAN_ROWS, end: 111 + OVERSCAN_ROWS });
  expect(rowWindow(48 * 495, 480, 48, 500)).toEqual({ first: 495 - OVERSCAN_ROWS, end: 500 });
  expect(rowWindow(0, 480, 48, 3)).toEqual({ first: 0, end: 3 });
});

import type { ClockRequest as ClockBody } from 'api-contract';

export type { CurrentStatus, DayState } from 'api-contract';

/** A position, as POST /api/clock_in and /api/clock_out take it. */
export type Coordinates = ClockBody;

/** A position from the browser's GPS, with its accuracy radius in metres. */
export interface GpsFix extends Coordinates {
  accuracy: number;
}

/** The clock call the chosen button sends: POST /api/clock_in or /api/clock_out. */
export type ClockAction = 'clock_in' | 'clock_out';

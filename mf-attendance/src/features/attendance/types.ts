export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A position from the browser's GPS, with its accuracy radius in metres. */
export interface GpsFix extends Coordinates {
  accuracy: number;
}

/** GET /api/current_status. */
export interface CurrentStatus {
  clocked_in: boolean;
  check_in_time?: string | null;
  check_out_time?: string | null;
}

/** The clock call the chosen button sends: POST /api/clock_in or /api/clock_out. */
export type ClockAction = 'clock_in' | 'clock_out';

export interface ClockRequest extends Coordinates {
  action: ClockAction;
}

/** POST /api/verify_face. */
export interface FaceCheckResult {
  verified: boolean;
  message?: string;
}

/** GET /api/geocode/reverse (jsonv2-compatible). */
export interface ReverseGeocode {
  display_name?: string;
}

export interface MessageResponse {
  message?: string;
}

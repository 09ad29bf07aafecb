export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A position from the browser's GPS, with its accuracy radius in metres. */
export interface GpsFix extends Coordinates {
  accuracy: number;
}

/** Where today stands: not in yet, in since a time, or in and out again. */
export type DayState = 'not_clocked_in' | 'clocked_in' | 'day_complete';

/** GET /api/current_status: today's record in the company's calendar, times as ISO UTC instants. */
export interface CurrentStatus {
  clocked_in: boolean;
  state: DayState;
  clock_in_time: string | null;
  clock_out_time: string | null;
  auto_clocked_out: boolean;
}

/** The clock call the chosen button sends: POST /api/clock_in or /api/clock_out. */
export type ClockAction = 'clock_in' | 'clock_out';

export interface ClockRequest extends Coordinates {
  action: ClockAction;
}

/** Why a face check failed; the text to show comes with it in `message` (200) or `error` (4xx). */
export type FaceFailureReason =
  'no_face' | 'multiple_faces' | 'face_too_small' | 'poor_image' | 'not_matching' | 'spoof_suspected';

/** POST /api/verify_face. */
export interface FaceCheckResult {
  verified: boolean;
  message?: string;
  reason?: FaceFailureReason;
}

/** GET /api/geocode/reverse (jsonv2-compatible). */
export interface ReverseGeocode {
  display_name?: string;
}

export interface MessageResponse {
  message?: string;
}

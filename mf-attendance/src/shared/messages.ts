// Spec sections 2, 5 and 8, word for word; tests import them from here.
export const ATTENDANCE_MESSAGES = {
  clockedIn: 'Clocked In',
  clockedOut: 'Clocked Out',
  verifyAndClockIn: 'Verify Face & Clock In',
  verifyAndClockOut: 'Verify Face & Clock Out',

  noCoordinates: 'GPS coordinates not available.',
  noValidLocation: 'Cannot verify face until a valid location is detected.',
  geolocationDisabled: 'Geolocation is not enabled.',
  geolocationUnsupported: 'Your browser does not support Geolocation.',
  addressNotFound: 'Address not found',
  addressError: 'Error fetching address',
  unknownLocation: 'Unknown Location',
  fetchingAddress: 'Fetching address...',

  noFace: 'No face detected. Retrying...',
  faceNotVerified: 'Face not verified. Retrying...',
  faceCheckFailed: 'Face verification failed. Retrying...',
  faceServiceError: 'Error contacting verification service. Retrying...',
  faceVerified: 'Face verified successfully.',

  clockError: (error: string) => `Error: ${error}`,
  unknownError: 'Unknown error',
  clockFailed: 'An error occurred while sending attendance data.',
  statusError: (error: string) => `Error fetching status: ${error}`,
  statusFailed: 'An error occurred while fetching attendance status.',

  logsUnexpectedResponse: 'Unexpected response from server.',
  logsFetchError: 'Error fetching attendance logs.',
  logsUnexpectedFormat: 'Unexpected response format from server.',
  noRecords: 'No attendance records found.',

  departmentsError: 'Error fetching departments.',
  employeesError: 'Error fetching employees list.',
  timesheetError: 'Error generating timesheet.',
} as const;

// Texts the spec leaves to us.
export const ATTENDANCE_TEXTS = {
  faceHint: 'Look into the camera: a picture is taken every 5 seconds until your face is verified.',
  cameraUnavailable: 'The camera is not available. Allow camera access in the browser and try again.',
  allDepartments: 'All departments',
  myself: 'Myself',
  autoClosed: 'Closed automatically: no clock out was recorded.',
  notFaceVerified: 'Not face-verified',
  datesRequired: 'Choose a start and an end date.',
  timesheetDownloaded: 'Timesheet downloaded.',
  clockedInDone: 'Clocked in successfully.',
  clockedOutDone: 'Clocked out successfully.',
  faceVerification: 'Face Verification',
  clockedInSince: (time: string) => `Clocked in since ${time}`,
  /** The published shift of the day shown (wall-clock times of the company; the end may be the next day). */
  yourShift: (start: string, end: string) => `Your shift ${start}-${end}`,
  hoursSoFar: (hours: string) => `Hours so far: ${hours}`,
  dayComplete: 'Day complete',
  clockInAt: (time: string) => `In ${time}`,
  clockOutAt: (time: string) => `Out ${time}`,
  hoursWorked: (hours: string) => `Hours worked: ${hours}`,
  autoClockedOut: 'You were clocked out automatically: no clock out was recorded.',
  faceAttemptsStopped: (attempts: number) =>
    `Stopped after ${attempts} attempts. Face the camera in good light, alone in the picture, then try again.`,
  tryAgain: 'Try again',
  faceServiceBusy: (seconds: number) => `The face check is busy. Trying again in ${seconds} s...`,
  cancel: 'Cancel',
  loadingStatus: 'Loading status...',
  retry: 'Retry',
  clockWithoutFaceCheck: { clock_in: 'Clock in without face check', clock_out: 'Clock out without face check' },
  fallbackHint:
    'Take a photo with the camera and say why the face check failed: your manager reviews this clock action.',
  takePhoto: 'Take photo',
  retakePhoto: 'Retake photo',
  yourPhoto: 'Your photo',
  fallbackReason: 'Reason',
  sendForReview: 'Send for review',
  verificationHints: {
    'pending review': 'Clocked without face check: waiting for the manager’s review.',
    'verified by manager': 'Clocked without face check: accepted by a manager.',
    voided: 'Clocked without face check: rejected, not counted as attendance.',
  },
} as const;

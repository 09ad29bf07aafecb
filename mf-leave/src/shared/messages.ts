// Spec section 8, word for word.
export const LEAVE_MESSAGES = {
  fetchFailed: 'Error fetching leave requests.',
  submitFailed: 'Error submitting leave request.',
  submitError: 'An error occurred while submitting the leave request.',
  generalError: 'Error occurred.',
} as const;

// Texts the spec leaves to us; the api's own message is shown instead when it sends one.
export const LEAVE_TEXTS = {
  submitted: 'Leave request submitted successfully.',
  noRequests: 'No leave requests found.',
  noManager: 'No manager assigned',
  startRequired: 'Please select a start date.',
  endRequired: 'Please select an end date.',
  typeRequired: 'Please select a leave type.',
  endBeforeStart: 'End date cannot be before start date.',
  startInPast: 'This leave type cannot start before today.',
  startHalf: 'First day from noon (half day)',
  endHalf: 'Last day until noon (half day)',
  previewLabel: 'Before you send',
  workingDays: 'Working days',
  balanceNow: 'Balance now',
  balanceAfter: 'Balance after this request',
  notCounted: 'Not counted against a balance',
  previewLoading: 'Counting working days...',
} as const;

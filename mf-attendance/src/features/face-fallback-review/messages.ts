// Texts of the review section of clock actions without face check.
export const FALLBACK_REVIEW_TEXTS = {
  title: 'Clock actions without face check',
  empty: 'No clock actions without face check to review.',
  loadError: 'Error fetching clock actions without face check.',
  pending: 'Pending',
  all: 'All',
  actions: { clock_in: 'Clock in', clock_out: 'Clock out' },
  accept: 'Accept',
  reject: 'Reject',
  photoTaken: 'Photo taken',
  enrolledPhoto: 'Enrolled photo',
  photoMissing: 'No photo (erased or not enrolled).',
  similarity: (value: number | null) =>
    value === null ? 'Similarity: no face found' : `Similarity: ${value.toFixed(2)}`,
  decisionError: (error: string) => `Error: ${error}`,
  unknownError: 'Unknown error',
} as const;

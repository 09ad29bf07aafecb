// Spec sections 2 and 8, word for word.
export const SETTINGS_MESSAGES = {
  fetchFailed: 'Failed to fetch settings',
  updateFailed: 'Failed to update settings',
  updated: 'Settings updated successfully!',
  uploadFailed: 'Error uploading logo',
  uploaded: 'Logo uploaded successfully!',
  noLogo: 'No logo uploaded.',
  noSettings: 'No settings found.',
} as const;

// Issue 15: the work week leave is counted in.
export const WORK_WEEK_MESSAGES = {
  title: 'Work week',
  hint: 'The days people are expected to work. Leave is counted in these days, minus public holidays.',
  label: 'Work days',
  noDay: 'Please choose at least one work day.',
} as const;

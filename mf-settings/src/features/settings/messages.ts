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

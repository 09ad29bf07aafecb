export const GEOCODE_MESSAGES = {
  // Spec section 8's address text.
  notFound: 'Address not found',
} as const;

/** What an office location without a name is called in the offline answer. */
export const UNNAMED_OFFICE = 'Office';

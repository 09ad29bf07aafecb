/** What the input guard (plugins/input-guard.ts) and the multipart forms answer to input no schema can refuse. */
export const INPUT_MESSAGES = {
  nulCharacter: 'Text must not contain NUL characters.',
  notDecimal: (field: string) => `${field} must be a whole number written in digits.`,
  negativeZero: (field: string) => `${field} must not be negative zero.`,
} as const;

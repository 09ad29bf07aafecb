// Spec section 1: what the login-era pages say about the product.
export const PUBLIC_PAGE_TEXT = {
  headline: 'Attendance you can trust, in real time',
  intro:
    'Clock in and out with facial recognition and GPS location. The system uses AI identification and keeps encrypted logs for reports or audits.',
  features: [
    'Face check and location at every clock in',
    'Leave requests with two-level approval',
    'Reports, timesheets and audit-ready logs',
  ],
} as const;

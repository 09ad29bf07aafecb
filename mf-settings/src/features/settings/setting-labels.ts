interface SettingLabel {
  label: string;
  hint: string;
}

// The keys the api knows (migration 005); unknown keys are shown by their key alone.
export const SETTING_LABELS: Readonly<Record<string, SettingLabel>> = {
  COMPANY_NAME: { label: 'Company name', hint: 'Shown with the logo across the app.' },
  TIME_ZONE: { label: 'Time zone', hint: 'IANA name, e.g. Europe/London.' },
  WORK_START_TIME: { label: 'Work day starts', hint: 'HH:MM, 24-hour clock.' },
  WORK_END_TIME: { label: 'Work day ends', hint: 'HH:MM, 24-hour clock.' },
  GRACE_MINUTES: {
    label: 'Grace period (minutes)',
    hint: 'Arrivals this long after the start still count as on time.',
  },
  GEOFENCE_RADIUS_METERS: {
    label: 'Geofence radius (meters)',
    hint: 'Clock actions this close to an allowed location count as in office.',
  },
  FACE_MATCH_THRESHOLD: { label: 'Face match threshold', hint: 'Similarity from 0 to 1 a face needs to be verified.' },
  BLOCK_ON_SPOOF: { label: 'Block on spoof', hint: 'true or false: refuse a face that fails the anti-spoof check.' },
  ANTISPOOF_MIN_SCORE: { label: 'Anti-spoof minimum score', hint: 'From 0 to 1; a lower score counts as a spoof.' },
  AUTO_CLOCK_OUT_AFTER_MINUTES: {
    label: 'Auto clock-out (minutes)',
    hint: 'Minutes after which a forgotten clock-in is closed automatically.',
  },
  VERIFY_ATTEMPTS_PER_MINUTE: {
    label: 'Face checks per minute',
    hint: 'Most face verification attempts one user may make per minute.',
  },
  KIOSK_MATCH_THRESHOLD: {
    label: 'Kiosk match threshold',
    hint: 'Similarity from 0 to 1 a kiosk needs to recognise someone without their PIN.',
  },
  KIOSK_MATCH_MARGIN: {
    label: 'Kiosk match margin',
    hint: 'How far the best match must lead the next person; closer calls ask for the PIN.',
  },
  PASSWORD_SIGN_IN_FOR_SSO_USERS: {
    label: 'Password sign-in for SSO users',
    hint: 'true or false: false stops a person who signed in with single sign-on once from using a password.',
  },
  KIOSK_PIN_FALLBACK: {
    label: 'Kiosk PIN fallback',
    hint: 'true or false: ask for the PIN when the kiosk is unsure, instead of refusing.',
  },
  CORRECTION_WINDOW_DAYS: {
    label: 'Correction window (days)',
    hint: 'How many days back an employee may ask to correct their attendance.',
  },
  MIN_REST_HOURS: {
    label: 'Minimum rest (hours)',
    hint: 'Least time between the end of one shift and the start of the next for the same person.',
  },
  EARLY_CLOCK_IN_MINUTES: {
    label: 'Early clock-in (minutes)',
    hint: 'How long before a shift starts a clock-in is accepted.',
  },
  AUTO_BREAK_MINUTES: {
    label: 'Automatic break (minutes)',
    hint: "Deducted from a long day without a punched break, unless the person's shift sets its own break.",
  },
  AUTO_BREAK_AFTER_HOURS: {
    label: 'Automatic break after (hours)',
    hint: 'A day without a punched break longer than this loses the automatic break.',
  },
  APPROVAL_REMINDER_HOURS: {
    label: 'Approval reminder (hours)',
    hint: 'A leave request waiting this long reminds its approver; 0 never reminds.',
  },
  APPROVAL_ESCALATION_HOURS: {
    label: 'Approval escalation (hours)',
    hint: 'A leave request waiting this long at the manager stage goes one level up; 0 never escalates.',
  },
  OVERTIME_TOLERANCE_MINUTES: {
    label: 'Overtime tolerance (minutes)',
    hint: 'Minutes worked beyond the day or the week count as overtime only past this.',
  },
  OVERTIME_COMPENSATION: {
    label: 'Overtime compensation',
    hint: "pay, time_in_lieu (credited to the Time in lieu balance in hours) or employee_choice (the approver records the employee's choice).",
  },
  TIME_IN_LIEU_EXPIRY_DAYS: {
    label: 'Time in lieu expiry (days)',
    hint: 'Time in lieu not taken this many days after the day worked lapses.',
  },
  DEFAULT_LANGUAGE: {
    label: 'Default language',
    hint: "en, de, fr, es or ar for whoever chose no language of their own; empty: their browser's language.",
  },
  WORKING_TIME_RULES: {
    label: 'Working-time rules',
    hint: 'off, eu (11 h rest, 48 h average week) or de (also 10 h a day and breaks after 6 h and 9 h).',
  },
  FACE_FALLBACK_ENABLED: {
    label: 'Clock without face check',
    hint: 'true or false: after 3 failed face checks an employee may clock with a photo for their manager to review.',
  },
};

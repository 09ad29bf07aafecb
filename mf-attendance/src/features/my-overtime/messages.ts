import { minutesText } from '../../shared/minutes-text';

// Texts of the person's own overtime on the TimeSheet page.
export const MY_OVERTIME_TEXTS = {
  title: 'My overtime',
  intro: 'Overtime of the last 31 days. Where the company lets you, choose whether it is paid or becomes time in lieu.',
  empty: 'No overtime in the last 31 days.',
  loadError: 'Error fetching overtime.',
  choiceFailed: 'Your choice was not saved.',
  figures: (minutes: string, rate: string) => `${minutes} · ${rate} rate`,
  choose: (date: string) => `How to compensate the overtime of ${date}`,
  pending: 'Pending',
  rejected: 'Rejected',
  approvedOf: (approved: number, minutes: number, how: string) =>
    `Approved ${minutesText(approved)} of ${minutesText(minutes)}: ${how}`,
} as const;

import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';

/** A shift as a mail lists it. */
export interface MailedShift {
  shift_date: string;
  shift_type_name: string;
  start_time: string;
  end_time: string;
}

export interface Recipient {
  email: string;
  first_name: string;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const line = (shift: MailedShift) =>
  `${day(shift.shift_date)}: ${shift.shift_type_name} ${shift.start_time}-${shift.end_time}`;

function mail(to: Recipient, subject: string, lines: string[], url: string): MailMessage {
  const all = [`Hello ${to.first_name},`, '', ...lines];
  const text = [...all, '', `See them in My Shifts: ${url}`].join('\n');
  const html =
    all
      .filter(Boolean)
      .map((text) => `<p>${escapeHtml(text)}</p>`)
      .join('') + `<p><a href="${escapeHtml(url)}">See them in My Shifts</a></p>`;
  return { to: to.email, subject, text, html };
}

/** To a person whose week was published: every shift of theirs that week. */
export function publishedWeekMail(to: Recipient, weekStart: string, shifts: MailedShift[], url: string) {
  return mail(
    to,
    `Your shifts for the week of ${day(weekStart)}`,
    ['Your shifts for the week were published:', ...shifts.map(line)],
    url,
  );
}

/** To a person whose published shift was changed or removed. */
export function changedShiftMail(to: Recipient, before: MailedShift, after: MailedShift | null, url: string) {
  if (!after) {
    return mail(to, `Your shift on ${day(before.shift_date)} was removed`, [`Removed: ${line(before)}`], url);
  }
  return mail(
    to,
    `Your shift on ${day(before.shift_date)} was changed`,
    [`Before: ${line(before)}`, `Now: ${line(after)}`],
    url,
  );
}

export const myShiftsUrl = (app: FastifyInstance) => `${app.config.appUrl}/my-shifts`;

/** Runs after the change is committed: a mail that cannot be sent is logged and never undoes the change. */
export async function sendShiftMails(app: FastifyInstance, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await app.mailer.send(message);
    } catch (err) {
      app.log.error({ err, to: message.to, subject: message.subject }, 'shift mail failed');
    }
  }
}

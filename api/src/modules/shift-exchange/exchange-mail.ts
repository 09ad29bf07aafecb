import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';
import type { Contact } from './exchange-people-repository';

/** The screens a mail links to (mf-scheduling's pages). */
export const MY_SHIFTS_PATH = '/my-shifts';
export const ROSTER_PATH = '/roster';

/** A shift as mails name it: "Early on Monday, June 2, 2031, 06:00-14:00". */
export interface MailedShift {
  typeName: string;
  date: string;
  times: string;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
export const shiftText = (shift: MailedShift) =>
  `${shift.typeName} on ${longDate.format(new Date(`${shift.date}T00:00:00Z`))}, ${shift.times}`;

export const fullName = (person: Pick<Contact, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

/** One mail: a greeting, the lines, a link to the screen where the person acts or looks. */
export function exchangeMail(
  app: FastifyInstance,
  to: Contact,
  subject: string,
  lines: string[],
  link: { path: string; label: string },
): MailMessage {
  const url = `${app.config.appUrl}${link.path}`;
  const body = [`Hello ${to.first_name},`, '', ...lines];
  return {
    to: to.email,
    subject,
    text: [...body, '', `${link.label}: ${url}`].join('\n'),
    html:
      body
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('') + `<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>`,
  };
}

/** Runs after the change is committed: a mail that cannot be sent is logged and never undoes the change. */
export async function sendAll(app: FastifyInstance, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await app.mailer.send(message);
    } catch (err) {
      app.log.error({ err, to: message.to, subject: message.subject }, 'shift exchange mail failed');
    }
  }
}

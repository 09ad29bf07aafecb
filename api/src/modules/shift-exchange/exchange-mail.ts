import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { MailKey, MailTexts } from '../../mails/mail-texts';
import { recipientTexts } from '../../mails/recipient-language';
import type { MailMessage } from '../../plugins/mail';
import type { Contact } from './exchange-people-repository';

/** The screens a mail links to (mf-scheduling's pages). */
export const MY_SHIFTS_PATH = '/my-shifts';
export const ROSTER_PATH = '/roster';

export const MY_SHIFTS_LINK = { path: MY_SHIFTS_PATH, label: 'exchange.see_my_shifts' } as const;
export const ROSTER_LINK = { path: ROSTER_PATH, label: 'exchange.review_roster' } as const;

/** A shift as mails name it: "Early on Monday, June 2, 2031, 06:00-14:00". */
export interface MailedShift {
  typeName: string;
  date: string;
  times: string;
}

export const shiftText = ({ text, day }: MailTexts, shift: MailedShift) =>
  text('exchange.shift', { type: shift.typeName, day: day(shift.date, true), times: shift.times });

export const fullName = (person: Pick<Contact, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

/** What one mail says, written in its recipient's texts. */
export interface ExchangeNote {
  subject: string;
  lines: string[];
  link: { path: string; label: MailKey };
}

/** One mail per person, each in their own language: a greeting, the lines, a link to where they act or look. */
export async function exchangeMails(
  app: FastifyInstance,
  people: Contact[],
  write: (texts: MailTexts) => ExchangeNote,
): Promise<MailMessage[]> {
  const textsOf = await recipientTexts(
    app.db,
    people.map((person) => person.employee_id),
  );
  return people.map((to) => {
    const texts = textsOf(to.employee_id);
    const { subject, lines, link } = write(texts);
    const url = `${app.config.appUrl}${link.path}`;
    const label = texts.text(link.label);
    const body = [texts.text('greeting', { name: to.first_name }), '', ...lines];
    return {
      to: to.email,
      subject,
      text: [...body, '', `${label}: ${url}`].join('\n'),
      html: texts.html(
        body
          .filter(Boolean)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('') + `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
      ),
    };
  });
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

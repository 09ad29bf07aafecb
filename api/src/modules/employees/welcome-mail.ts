import { escapeHtml } from '../../lib/escape-html';
import type { MailTexts } from '../../mails/mail-texts';
import type { MailMessage } from '../../plugins/mail';

export interface WelcomeMail {
  to: string;
  firstName: string;
  companyName: string;
  temporaryPassword: string;
  loginUrl: string;
}

/** The new account's sign-in details; the password must be changed at the first sign-in. */
export function welcomeMail(
  { text, html }: MailTexts,
  { to, firstName, companyName, temporaryPassword, loginUrl }: WelcomeMail,
): MailMessage {
  const lines = [
    text('welcome.created', { company: companyName }),
    text('welcome.sign_in', { url: loginUrl }),
    text('welcome.email', { email: to }),
    text('welcome.password', { password: temporaryPassword }),
    text('welcome.change'),
  ];
  const greeting = text('greeting', { name: firstName });
  return {
    to,
    subject: text('welcome.subject', { company: companyName }),
    text: [greeting, '', ...lines].join('\n'),
    html: html([greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}

import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';

export interface WelcomeMail {
  to: string;
  firstName: string;
  companyName: string;
  temporaryPassword: string;
  loginUrl: string;
}

/** The new account's sign-in details; the password must be changed at the first sign-in. */
export function welcomeMail({ to, firstName, companyName, temporaryPassword, loginUrl }: WelcomeMail): MailMessage {
  const lines = [
    `An account has been created for you at ${companyName}.`,
    `Sign in at: ${loginUrl}`,
    `Email: ${to}`,
    `Temporary password: ${temporaryPassword}`,
    'You will be asked to choose your own password when you first sign in.',
  ];
  return {
    to,
    subject: `Your ${companyName} account`,
    text: [`Hello ${firstName},`, '', ...lines].join('\n'),
    html: [`Hello ${firstName},`, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

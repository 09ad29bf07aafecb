import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';
import { AUTH_MESSAGES } from './messages';

export function resetMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'We received a request to reset your password. Open this link within one hour to choose a new one:',
    link,
    '',
    'If you did not ask for this, you can ignore this message.',
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(firstName)},</p>` +
    '<p>We received a request to reset your password. Open this link within one hour to choose a new one:</p>' +
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>` +
    '<p>If you did not ask for this, you can ignore this message.</p>';
  return { to, subject: AUTH_MESSAGES.resetMailSubject, text, html };
}

import { escapeHtml } from '../../lib/escape-html';
import type { MailTexts } from '../../mails/mail-texts';
import type { MailMessage } from '../../plugins/mail';

export function resetMail(texts: MailTexts, to: string, firstName: string, link: string): MailMessage {
  const { text } = texts;
  const body = [text('greeting', { name: firstName }), '', text('reset.intro'), link, '', text('reset.ignore')].join(
    '\n',
  );
  const html = texts.html(
    `<p>${escapeHtml(text('greeting', { name: firstName }))}</p>` +
      `<p>${escapeHtml(text('reset.intro'))}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text('reset.link'))}</a></p>` +
      `<p>${escapeHtml(text('reset.ignore'))}</p>`,
  );
  return { to, subject: text('reset.subject'), text: body, html };
}

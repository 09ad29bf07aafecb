import { escapeHtml } from '../../lib/escape-html';
import type { MailKey, MailTexts } from '../../mails/mail-texts';
import type { MailMessage } from '../../plugins/mail';
import type { DecidedStatus } from './leave-status';

/** What a leave mail says about the request. */
export interface MailedRequest {
  requesterName: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  reason: string | null;
}

const dates = ({ text, day }: MailTexts, r: MailedRequest) =>
  r.start_date === r.end_date
    ? text('leave_mail.on_day', { day: day(r.start_date) })
    : text('leave_mail.from_to', { start: day(r.start_date), end: day(r.end_date) });

function mail(
  texts: MailTexts,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = texts.html(
    lines
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('') + `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  );
  return { to, subject, text, html };
}

/** Why a pending request is mailed: it has just arrived, or it has waited too long (approval-reminders.ts). */
export type PendingMailKind = 'new' | 'reminder' | 'escalated';

const pendingSubject = ({ text }: MailTexts, request: MailedRequest, kind: PendingMailKind) =>
  text('leave_mail.pending.subject', { kind, requester: request.requesterName });

const pendingLine = (texts: MailTexts, request: MailedRequest) =>
  texts.text('leave_mail.pending.line', {
    requester: request.requesterName,
    leaveType: request.leave_type,
    dates: dates(texts, request),
  });

/** To the next approver: a request waits for their decision. */
export function pendingRequestMail(
  texts: MailTexts,
  to: { email: string; first_name: string },
  request: MailedRequest,
  url: string,
  kind: PendingMailKind = 'new',
): MailMessage {
  const { text } = texts;
  return mail(
    texts,
    to.email,
    pendingSubject(texts, request, kind),
    [
      text('greeting', { name: to.first_name }),
      '',
      pendingLine(texts, request),
      ...(request.reason ? [text('leave_mail.reason', { reason: request.reason })] : []),
    ],
    { url, label: text('leave_mail.pending.link') },
  );
}

const OUTCOMES: Record<DecidedStatus, { subject: MailKey; line: MailKey }> = {
  'pending admin': {
    subject: 'leave_mail.decided.pending_admin.subject',
    line: 'leave_mail.decided.pending_admin.line',
  },
  approved: { subject: 'leave_mail.decided.approved.subject', line: 'leave_mail.decided.approved.line' },
  rejected: { subject: 'leave_mail.decided.rejected.subject', line: 'leave_mail.decided.rejected.line' },
};

const decisionLine = (texts: MailTexts, request: MailedRequest, status: DecidedStatus) =>
  texts.text(OUTCOMES[status].line, { leaveType: request.leave_type, dates: dates(texts, request) });

/** To the requester: a decision was taken on their request. */
export function decisionMail(
  texts: MailTexts,
  to: { email: string; first_name: string },
  request: MailedRequest,
  decision: { status: DecidedStatus; comment: string | null },
  url: string,
): MailMessage {
  const { text } = texts;
  return mail(
    texts,
    to.email,
    text(OUTCOMES[decision.status].subject),
    [
      text('greeting', { name: to.first_name }),
      '',
      decisionLine(texts, request, decision.status),
      ...(decision.comment ? [text('comment', { comment: decision.comment })] : []),
    ],
    { url, label: text('leave_mail.decided.link') },
  );
}

/** The push beside decisionMail: its subject as the title, its sentence as the body. */
export function decisionPush(
  texts: MailTexts,
  request: MailedRequest,
  decision: { status: DecidedStatus },
  url: string,
): { title: string; body: string; url: string } {
  return {
    title: texts.text(OUTCOMES[decision.status].subject),
    body: decisionLine(texts, request, decision.status),
    url,
  };
}

/** The push beside pendingRequestMail. */
export function pendingRequestPush(
  texts: MailTexts,
  request: MailedRequest,
  url: string,
  kind: PendingMailKind = 'new',
): { title: string; body: string; url: string } {
  return { title: pendingSubject(texts, request, kind), body: pendingLine(texts, request), url };
}

import { escapeHtml } from '../../lib/escape-html';
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

// Dates in US English long format, as the screens show them.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const dates = (r: MailedRequest) =>
  r.start_date === r.end_date ? `on ${day(r.start_date)}` : `from ${day(r.start_date)} to ${day(r.end_date)}`;

function mail(to: string, subject: string, lines: string[], link: { url: string; label: string }): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html =
    lines
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('') + `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
  return { to, subject, text, html };
}

/** Why a pending request is mailed: it has just arrived, or it has waited too long (approval-reminders.ts). */
export type PendingMailKind = 'new' | 'reminder' | 'escalated';

const PENDING_SUBJECT_PREFIX: Record<PendingMailKind, string> = {
  new: '',
  reminder: 'Reminder: ',
  escalated: 'Escalated: ',
};

/** To the next approver: a request waits for their decision. */
export function pendingRequestMail(
  to: { email: string; first_name: string },
  request: MailedRequest,
  url: string,
  kind: PendingMailKind = 'new',
): MailMessage {
  return mail(
    to.email,
    `${PENDING_SUBJECT_PREFIX[kind]}Leave request from ${request.requesterName} awaiting your approval`,
    [
      `Hello ${to.first_name},`,
      '',
      `${request.requesterName} asks for ${request.leave_type} leave ${dates(request)}.`,
      ...(request.reason ? [`Reason: ${request.reason}`] : []),
    ],
    { url, label: 'Review it in Approve Leave' },
  );
}

const OUTCOMES: Record<DecidedStatus, { subject: string; sentence: string }> = {
  'pending admin': {
    subject: 'Your leave request was approved by your manager',
    sentence: 'was approved by your manager and now waits for an administrator',
  },
  approved: { subject: 'Your leave request was approved', sentence: 'was approved' },
  rejected: { subject: 'Your leave request was rejected', sentence: 'was rejected' },
};

/** To the requester: a decision was taken on their request. */
export function decisionMail(
  to: { email: string; first_name: string },
  request: MailedRequest,
  decision: { status: DecidedStatus; comment: string | null },
  url: string,
): MailMessage {
  const outcome = OUTCOMES[decision.status];
  return mail(
    to.email,
    outcome.subject,
    [
      `Hello ${to.first_name},`,
      '',
      `Your ${request.leave_type} leave request ${dates(request)} ${outcome.sentence}.`,
      ...(decision.comment ? [`Comment: ${decision.comment}`] : []),
    ],
    { url, label: 'See it in My Leave' },
  );
}

/** The push beside decisionMail: its subject as the title, its sentence as the body. */
export function decisionPush(
  request: MailedRequest,
  decision: { status: DecidedStatus },
  url: string,
): { title: string; body: string; url: string } {
  const outcome = OUTCOMES[decision.status];
  return {
    title: outcome.subject,
    body: `Your ${request.leave_type} leave request ${dates(request)} ${outcome.sentence}.`,
    url,
  };
}

/** The push beside pendingRequestMail. */
export function pendingRequestPush(
  request: MailedRequest,
  url: string,
  kind: PendingMailKind = 'new',
): { title: string; body: string; url: string } {
  return {
    title: `${PENDING_SUBJECT_PREFIX[kind]}Leave request from ${request.requesterName} awaiting your approval`,
    body: `${request.requesterName} asks for ${request.leave_type} leave ${dates(request)}.`,
    url,
  };
}

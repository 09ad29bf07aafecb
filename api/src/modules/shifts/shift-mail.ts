import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { Executor } from '../../db/types';
import type { MailTexts } from '../../mails/mail-texts';
import type { MailMessage } from '../../plugins/mail';
import { mailWanted, type PushMessage, queuePush } from '../push';

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

const line = ({ text, day }: MailTexts, shift: MailedShift) =>
  text('shift_mail.line', {
    day: day(shift.shift_date, true),
    type: shift.shift_type_name,
    start: shift.start_time,
    end: shift.end_time,
  });

function mail(texts: MailTexts, to: Recipient, subject: string, lines: string[], url: string): MailMessage {
  const { text } = texts;
  const all = [text('greeting', { name: to.first_name }), '', ...lines];
  const label = text('shift_mail.link');
  const body = [...all, '', `${label}: ${url}`].join('\n');
  const html = texts.html(
    all
      .filter(Boolean)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('') + `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  );
  return { to: to.email, subject, text: body, html };
}

const weekSubject = ({ text, day }: MailTexts, weekStart: string) =>
  text('shift_mail.published.subject', { week: day(weekStart, true) });
const removedSubject = ({ text, day }: MailTexts, before: MailedShift) =>
  text('shift_mail.removed.subject', { day: day(before.shift_date, true) });
const changedSubject = ({ text, day }: MailTexts, before: MailedShift) =>
  text('shift_mail.changed.subject', { day: day(before.shift_date, true) });

/** The push beside publishedWeekMail. */
export function publishedWeekPush(
  texts: MailTexts,
  weekStart: string,
  shifts: MailedShift[],
  url: string,
): PushMessage {
  return {
    title: weekSubject(texts, weekStart),
    body: texts.text('shift_push.published', { count: shifts.length }),
    url,
  };
}

/** The push beside changedShiftMail. */
export function changedShiftPush(
  texts: MailTexts,
  before: MailedShift,
  after: MailedShift | null,
  url: string,
): PushMessage {
  return after
    ? {
        title: changedSubject(texts, before),
        body: texts.text('shift_mail.changed.now', { shift: line(texts, after) }),
        url,
      }
    : {
        title: removedSubject(texts, before),
        body: texts.text('shift_mail.removed.line', { shift: line(texts, before) }),
        url,
      };
}

/** To a person whose week was published: every shift of theirs that week. */
export function publishedWeekMail(
  texts: MailTexts,
  to: Recipient,
  weekStart: string,
  shifts: MailedShift[],
  url: string,
) {
  const lines = [texts.text('shift_mail.published.intro'), ...shifts.map((shift) => line(texts, shift))];
  return mail(texts, to, weekSubject(texts, weekStart), lines, url);
}

/** To a person whose published shift was changed or removed. */
export function changedShiftMail(
  texts: MailTexts,
  to: Recipient,
  before: MailedShift,
  after: MailedShift | null,
  url: string,
) {
  const { text } = texts;
  if (!after) {
    const lines = [text('shift_mail.removed.line', { shift: line(texts, before) })];
    return mail(texts, to, removedSubject(texts, before), lines, url);
  }
  const lines = [
    text('shift_mail.changed.before', { shift: line(texts, before) }),
    text('shift_mail.changed.now', { shift: line(texts, after) }),
  ];
  return mail(texts, to, changedSubject(texts, before), lines, url);
}

export const myShiftsUrl = (app: FastifyInstance) => `${app.config.appUrl}/my-shifts`;

/** What a person is told of their shifts: by mail and by push, each if they want it. */
export interface ShiftNotice {
  to: Recipient & { employee_id: number };
  mail: MailMessage;
  /** Written with the texts of their language when it is queued. */
  push: (texts: MailTexts) => PushMessage;
}

/** Inside the change's transaction `tx`: each person's push is queued so that it goes if and only if it commits. */
export async function queueShiftPushes(tx: Executor, notices: ShiftNotice[]): Promise<number> {
  let queued = 0;
  for (const notice of notices) queued += await queuePush(tx, [notice.to.employee_id], 'shift_published', notice.push);
  return queued;
}

/** After the commit: sends the queued pushes, then the mails of those who want mail; neither undoes the change. */
export async function notifyShifts(app: FastifyInstance, notices: ShiftNotice[], pushes: number): Promise<void> {
  if (pushes > 0) app.pushDelivery.nudge();
  const wanted = new Set(
    (
      await mailWanted(
        app.db,
        notices.map((n) => n.to),
        'shift_published',
      )
    ).map((to) => to.employee_id),
  );
  await sendShiftMails(
    app,
    notices.filter((notice) => wanted.has(notice.to.employee_id)).map((notice) => notice.mail),
  );
}

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

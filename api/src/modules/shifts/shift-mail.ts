import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { Executor } from '../../db/types';
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

/** The push beside publishedWeekMail. */
export function publishedWeekPush(weekStart: string, shifts: MailedShift[], url: string) {
  const count = shifts.length === 1 ? '1 shift' : `${shifts.length} shifts`;
  return { title: `Your shifts for the week of ${day(weekStart)}`, body: `${count} published.`, url };
}

/** The push beside changedShiftMail. */
export function changedShiftPush(before: MailedShift, after: MailedShift | null, url: string) {
  return after
    ? { title: `Your shift on ${day(before.shift_date)} was changed`, body: `Now: ${line(after)}`, url }
    : { title: `Your shift on ${day(before.shift_date)} was removed`, body: `Removed: ${line(before)}`, url };
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

/** What a person is told of their shifts: by mail and by push, each if they want it. */
export interface ShiftNotice {
  to: Recipient & { employee_id: number };
  mail: MailMessage;
  push: PushMessage;
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

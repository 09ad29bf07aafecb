import type { FastifyInstance } from 'fastify';
import type { MailKey, MailTexts } from '../../mails/mail-texts';
import { exchangeMails, fullName, MY_SHIFTS_LINK, ROSTER_LINK, sendAll, shiftText } from './exchange-mail';
import { approversOf, contactsOf } from './exchange-people-repository';
import { shiftTimesText } from './shift-times';

/** An offered shift as the mails about it name it. */
export interface OfferedShift {
  typeName: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

const named = (texts: MailTexts, shift: OfferedShift) =>
  shiftText(texts, {
    typeName: shift.typeName,
    date: shift.date,
    times: shiftTimesText(shift.startsAt, shift.endsAt, shift.timeZone),
  });

/** To whoever decides for the claimer: a claim waits for them. */
export async function notifyClaimed(app: FastifyInstance, claimerId: number, shift: OfferedShift) {
  const [claimer] = await contactsOf(app.db, [claimerId]);
  if (!claimer) return;
  const approvers = await approversOf(app.db, [claimerId]);
  await sendAll(
    app,
    await exchangeMails(app, approvers, (texts) => ({
      subject: texts.text('claim.claimed.subject', { claimer: fullName(claimer) }),
      lines: [texts.text('claim.claimed.line', { claimer: fullName(claimer), shift: named(texts, shift) })],
      link: ROSTER_LINK,
    })),
  );
}

const OUTCOMES = {
  approved: { subject: 'claim.approved.subject', line: 'claim.approved.line' },
  rejected: { subject: 'claim.rejected.subject', line: 'claim.rejected.line' },
  cancelled: { subject: 'claim.cancelled.subject', line: 'claim.cancelled.line' },
} as const satisfies Record<string, { subject: MailKey; line: MailKey }>;

/** To the claimer: their claim was decided, or the offer withdrawn. */
export async function notifyClaimDecided(
  app: FastifyInstance,
  claimerId: number,
  shift: OfferedShift,
  outcome: keyof typeof OUTCOMES,
) {
  const [claimer] = await contactsOf(app.db, [claimerId]);
  if (!claimer) return;
  const { subject, line } = OUTCOMES[outcome];
  await sendAll(
    app,
    await exchangeMails(app, [claimer], (texts) => ({
      subject: texts.text(subject),
      lines: [texts.text(line, { shift: named(texts, shift) })],
      link: MY_SHIFTS_LINK,
    })),
  );
}

import type { FastifyInstance } from 'fastify';
import { exchangeMail, fullName, MY_SHIFTS_PATH, ROSTER_PATH, sendAll, shiftText } from './exchange-mail';
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

const named = (shift: OfferedShift) =>
  shiftText({ typeName: shift.typeName, date: shift.date, times: shiftTimesText(shift.startsAt, shift.endsAt, shift.timeZone) });

/** To whoever decides for the claimer: a claim waits for them. */
export async function notifyClaimed(app: FastifyInstance, claimerId: number, shift: OfferedShift) {
  const [claimer] = await contactsOf(app.db, [claimerId]);
  if (!claimer) return;
  const approvers = await approversOf(app.db, [claimerId]);
  await sendAll(
    app,
    approvers.map((to) =>
      exchangeMail(
        app,
        to,
        `${fullName(claimer)} claimed an open shift`,
        [`${fullName(claimer)} claimed the open shift ${named(shift)}.`],
        { path: ROSTER_PATH, label: 'Review it in the Roster' },
      ),
    ),
  );
}

const OUTCOMES = {
  approved: { subject: 'Your open shift claim was approved', sentence: 'was approved: it is on your roster' },
  rejected: { subject: 'Your open shift claim was rejected', sentence: 'was rejected' },
  cancelled: { subject: 'An open shift you claimed was cancelled', sentence: 'was withdrawn: the shift was cancelled' },
} as const;

/** To the claimer: their claim was decided, or the offer withdrawn. */
export async function notifyClaimDecided(
  app: FastifyInstance,
  claimerId: number,
  shift: OfferedShift,
  outcome: keyof typeof OUTCOMES,
) {
  const [claimer] = await contactsOf(app.db, [claimerId]);
  if (!claimer) return;
  const { subject, sentence } = OUTCOMES[outcome];
  await sendAll(app, [
    exchangeMail(app, claimer, subject, [`Your claim of the open shift ${named(shift)} ${sentence}.`], {
      path: MY_SHIFTS_PATH,
      label: 'See it in My Shifts',
    }),
  ]);
}

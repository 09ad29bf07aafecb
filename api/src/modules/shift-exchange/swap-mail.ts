import type { FastifyInstance } from 'fastify';
import type { MailTexts } from '../../mails/mail-texts';
import { loadAttendanceSettings } from '../settings';
import {
  type ExchangeNote,
  exchangeMails,
  fullName,
  MY_SHIFTS_LINK,
  ROSTER_LINK,
  sendAll,
  shiftText,
} from './exchange-mail';
import { approversOf, contactsOf, type Contact } from './exchange-people-repository';
import { shiftTimesText } from './shift-times';
import { readSwap, type LockedSwap } from './swap-repository';
import type { SwapStep } from './swap-transitions';

/** "Early on Monday, June 2, 2031, 06:00-14:00 for Late on ..." or "... (given away)". */
function exchangeText(texts: MailTexts, swap: LockedSwap, timeZone: string) {
  const given = shiftText(texts, {
    typeName: swap.requester_shift_type_name,
    date: swap.requester_shift_date,
    times: shiftTimesText(swap.requester_starts_at, swap.requester_ends_at, timeZone),
  });
  if (!swap.target_shift_date || !swap.target_starts_at || !swap.target_ends_at)
    return texts.text('exchange.given_away', { shift: given });
  const taken = shiftText(texts, {
    typeName: swap.target_shift_type_name ?? '',
    date: swap.target_shift_date,
    times: shiftTimesText(swap.target_starts_at, swap.target_ends_at, timeZone),
  });
  return texts.text('exchange.for', { given, taken });
}

/** Who hears of a step, and what they read in their own texts. */
interface Note {
  to: Contact[];
  write: (texts: MailTexts) => ExchangeNote;
}

/** Who hears of each step, and what they read. */
async function notesFor(app: FastifyInstance, swap: LockedSwap, step: SwapStep, timeZone: string): Promise<Note[]> {
  const people = await contactsOf(app.db, [swap.requester_id, swap.target_id]);
  const requester = people.filter((p) => p.employee_id === swap.requester_id);
  const target = people.filter((p) => p.employee_id === swap.target_id);
  /** The names and the exchange in the recipient's language. */
  const words = (texts: MailTexts) => ({
    requester: requester[0] ? fullName(requester[0]) : texts.text('exchange.a_colleague'),
    target: target[0] ? fullName(target[0]) : texts.text('exchange.your_colleague'),
    exchange: exchangeText(texts, swap, timeZone),
  });
  const note = (to: Contact[], key: 'requested' | 'accepted' | 'awaiting' | 'declined' | 'cancelled'): Note => ({
    to,
    write: (texts) => ({
      subject: texts.text(`swap.${key}.subject`, words(texts)),
      lines: [texts.text(`swap.${key}.line`, words(texts))],
      link: key === 'awaiting' ? ROSTER_LINK : MY_SHIFTS_LINK,
    }),
  });
  switch (step) {
    case 'requested':
      return [note(target, 'requested')];
    case 'accepted':
      return [
        note(requester, 'accepted'),
        note(await approversOf(app.db, [swap.requester_id, swap.target_id]), 'awaiting'),
      ];
    case 'declined':
      return [note(requester, 'declined')];
    case 'approved':
    case 'rejected':
      return [
        {
          to: people,
          write: (texts) => {
            const line = texts.text(`swap.${step}.line`, words(texts));
            const comment = swap.comment ? ` ${texts.text('comment', { comment: swap.comment })}` : '';
            return { subject: texts.text(`swap.${step}.subject`), lines: [`${line}${comment}`], link: MY_SHIFTS_LINK };
          },
        },
      ];
    case 'cancelled':
      return [note(target, 'cancelled')];
  }
}

/** Runs after the step is committed: mails the people concerned (a failed mail is logged, the step stands). */
export async function notifySwapStep(app: FastifyInstance, swapId: number, step: SwapStep) {
  const swap = await readSwap(app.db, swapId);
  if (!swap) return;
  const { timeZone } = await loadAttendanceSettings(app.db);
  const notes = await notesFor(app, swap, step, timeZone);
  const mails = await Promise.all(notes.map((n) => exchangeMails(app, n.to, n.write)));
  await sendAll(app, mails.flat());
}

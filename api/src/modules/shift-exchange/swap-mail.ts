import type { FastifyInstance } from 'fastify';
import { loadAttendanceSettings } from '../settings';
import { exchangeMail, fullName, MY_SHIFTS_PATH, ROSTER_PATH, sendAll, shiftText } from './exchange-mail';
import { approversOf, contactsOf, type Contact } from './exchange-people-repository';
import { shiftTimesText } from './shift-times';
import { readSwap, type LockedSwap } from './swap-repository';
import type { SwapStep } from './swap-transitions';


/** "Early on Monday, June 2, 2031, 06:00-14:00 for Late on ..." or "... for nothing in return". */
function exchangeText(swap: LockedSwap, timeZone: string) {
  const given = shiftText({
    typeName: swap.requester_shift_type_name,
    date: swap.requester_shift_date,
    times: shiftTimesText(swap.requester_starts_at, swap.requester_ends_at, timeZone),
  });
  if (!swap.target_shift_date || !swap.target_starts_at || !swap.target_ends_at) return `${given} (given away)`;
  const taken = shiftText({
    typeName: swap.target_shift_type_name ?? '',
    date: swap.target_shift_date,
    times: shiftTimesText(swap.target_starts_at, swap.target_ends_at, timeZone),
  });
  return `${given} for ${taken}`;
}

interface Note {
  to: Contact[];
  subject: string;
  line: string;
  link: { path: string; label: string };
}

const MY_SHIFTS = { path: MY_SHIFTS_PATH, label: 'See it in My Shifts' };

/** Who hears of each step, and what they read. */
async function notesFor(app: FastifyInstance, swap: LockedSwap, step: SwapStep, exchange: string): Promise<Note[]> {
  const people = await contactsOf(app.db, [swap.requester_id, swap.target_id]);
  const requester = people.filter((p) => p.employee_id === swap.requester_id);
  const target = people.filter((p) => p.employee_id === swap.target_id);
  const requesterName = requester[0] ? fullName(requester[0]) : 'A colleague';
  const targetName = target[0] ? fullName(target[0]) : 'Your colleague';
  switch (step) {
    case 'requested':
      return [{ to: target, subject: `${requesterName} asks to swap shifts`, line: `${requesterName} asks to swap ${exchange}.`, link: MY_SHIFTS }];
    case 'accepted':
      return [
        { to: requester, subject: 'Your swap request was accepted', line: `${targetName} accepted to swap ${exchange}. It now waits for a manager.`, link: MY_SHIFTS },
        {
          to: await approversOf(app.db, [swap.requester_id, swap.target_id]),
          subject: `Shift swap between ${requesterName} and ${targetName} awaiting your approval`,
          line: `${requesterName} and ${targetName} agreed to swap ${exchange}.`,
          link: { path: ROSTER_PATH, label: 'Review it in the Roster' },
        },
      ];
    case 'declined':
      return [{ to: requester, subject: 'Your swap request was declined', line: `${targetName} declined to swap ${exchange}.`, link: MY_SHIFTS }];
    case 'approved':
    case 'rejected':
      return [
        {
          to: people,
          subject: `Your shift swap was ${step}`,
          line: `The swap of ${exchange} between ${requesterName} and ${targetName} was ${step}.${swap.comment ? ` Comment: ${swap.comment}` : ''}`,
          link: MY_SHIFTS,
        },
      ];
    case 'cancelled':
      return [{ to: target, subject: 'A swap request was cancelled', line: `${requesterName} cancelled their request to swap ${exchange}.`, link: MY_SHIFTS }];
  }
}

/** Runs after the step is committed: mails the people concerned (a failed mail is logged, the step stands). */
export async function notifySwapStep(app: FastifyInstance, swapId: number, step: SwapStep) {
  const swap = await readSwap(app.db, swapId);
  if (!swap) return;
  const { timeZone } = await loadAttendanceSettings(app.db);
  const notes = await notesFor(app, swap, step, exchangeText(swap, timeZone));
  await sendAll(
    app,
    notes.flatMap((note) => note.to.map((to) => exchangeMail(app, to, note.subject, [note.line], note.link))),
  );
}

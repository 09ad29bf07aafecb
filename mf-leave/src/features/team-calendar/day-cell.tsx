import { ContrastTag, TAG_TONES } from 'shared-auth/ui';
import type { CalendarLeave } from './api';
import type { DayEntries } from './day-entries';
import { leaveLabel } from './entry-labels';
import { useLeaveTexts } from '../../shared/leave-texts';

/** Approved leave in green; pending in orange with a dashed border, so the two differ without colour too. */
function LeaveChip({ leave }: { leave: CalendarLeave }) {
  const t = useLeaveTexts();
  const pending = leave.status === 'pending';
  const label = `${leaveLabel(leave)}${pending ? ` (${t('calendar.pending')})` : ''}`;
  // A narrow day cuts the name short: the whole of it shows on hover.
  return (
    <div title={label}>
      <ContrastTag
        tone={pending ? 'orange' : 'green'}
        style={{
          display: 'block',
          margin: '0 0 2px',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          borderStyle: pending ? 'dashed' : 'solid',
        }}
      >
        {label}
      </ContrastTag>
    </div>
  );
}

/** A day of the month view: holidays, then who is off. */
export function DayCell({ entries }: { entries: DayEntries }) {
  return (
    <>
      {entries.holidays.map((holiday) => (
        <ContrastTag
          key={holiday.name}
          tone="blue"
          style={{ display: 'block', margin: '0 0 2px', whiteSpace: 'normal' }}
        >
          {holiday.name}
        </ContrastTag>
      ))}
      {entries.leave.map((leave) => (
        <LeaveChip key={leave.request_id} leave={leave} />
      ))}
    </>
  );
}

/** A phone's narrow day: one dot per kind of entry, the names are in the month's list below. */
export function DayDots({ entries }: { entries: DayEntries }) {
  const dots: string[] = [];
  if (entries.holidays.length > 0) dots.push(TAG_DOTS.holiday);
  if (entries.leave.some((leave) => leave.status === 'approved')) dots.push(TAG_DOTS.approved);
  if (entries.leave.some((leave) => leave.status === 'pending')) dots.push(TAG_DOTS.pending);
  return (
    <span aria-hidden style={{ display: 'flex', justifyContent: 'center', gap: 2 }}>
      {dots.map((colour) => (
        <span key={colour} style={{ width: 6, height: 6, borderRadius: 3, background: colour }} />
      ))}
    </span>
  );
}

// The tags' own text colours, so a dot matches the legend.
const TAG_DOTS = {
  holiday: TAG_TONES.blue!.color as string,
  approved: TAG_TONES.green!.color as string,
  pending: TAG_TONES.orange!.color as string,
};

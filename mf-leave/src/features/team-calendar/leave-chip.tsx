import { ContrastTag } from 'shared-auth/ui';
import { CALENDAR_TEXTS } from '../../shared/messages';
import { leaveLabel } from './entry-labels';
import type { CalendarLeave } from './types';

/** Approved leave in green; pending in orange with a dashed border, so the two differ without colour too. */
export function LeaveChip({ leave }: { leave: CalendarLeave }) {
  const pending = leave.status === 'pending';
  const label = `${leaveLabel(leave)}${pending ? ` (${CALENDAR_TEXTS.pending})` : ''}`;
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

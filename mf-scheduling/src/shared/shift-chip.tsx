import type { CSSProperties } from 'react';
import { shiftTimes } from './dates';
import { useSchedulingTexts } from './scheduling-texts';

interface ChipShift {
  name: string;
  start_time: string;
  end_time: string;
  color: string;
  status?: 'draft' | 'published';
}

/** A shift as every screen draws it: its type's colour as a bar, the name and times in dark text (contrast). */
export function ShiftChip({ shift, compact = false }: { shift: ChipShift; compact?: boolean }) {
  const t = useSchedulingTexts();
  const draft = shift.status === 'draft';
  const style: CSSProperties = {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    borderInlineStart: `4px solid ${shift.color}`,
    border: draft ? `1px dashed ${shift.color}` : undefined,
    borderInlineStartWidth: 4,
    paddingInline: 6,
    lineHeight: 1.25,
    color: 'rgba(0, 0, 0, 0.88)',
    background: '#fff',
    textAlign: 'start',
  };
  return (
    <span style={style}>
      <span style={{ fontWeight: 600 }}>{shift.name}</span>
      <span>{shiftTimes(shift.start_time, shift.end_time)}</span>
      {!compact && draft && (
        <span style={{ color: 'rgba(0, 0, 0, 0.65)', fontStyle: 'italic' }}>{t('roster.draft')}</span>
      )}
    </span>
  );
}

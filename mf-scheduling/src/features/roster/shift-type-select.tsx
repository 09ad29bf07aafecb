import { Select } from 'antd';
import { shiftTimes } from '../../shared/dates';
import type { ShiftType } from '../../shared/model';

/** The active shift types, each with its colour and times. */
export function ShiftTypeSelect({
  id,
  types,
  value,
  onChange,
  allowDayOff = false,
  dayOffLabel,
}: {
  id: string;
  types: ShiftType[];
  value?: number | null;
  onChange: (value: number | null) => void;
  allowDayOff?: boolean;
  dayOffLabel?: string;
}) {
  const options = types
    .filter((type) => !type.archived)
    .map((type) => ({
      value: type.shift_type_id,
      label: (
        <span>
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: 10, height: 10, marginInlineEnd: 6, background: type.color }}
          />
          {type.name} {shiftTimes(type.start_time, type.end_time)}
        </span>
      ),
      title: type.name,
    }));
  return (
    <Select<number | null>
      id={id}
      value={value ?? (allowDayOff ? null : undefined)}
      onChange={(next) => onChange(next ?? null)}
      options={
        allowDayOff ? [{ value: null, label: <span>{dayOffLabel}</span>, title: dayOffLabel }, ...options] : options
      }
      style={{ width: '100%' }}
    />
  );
}

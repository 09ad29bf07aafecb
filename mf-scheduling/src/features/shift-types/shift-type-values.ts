import type { ShiftType } from '../../shared/model';
import { DEFAULT_SHIFT_TYPE_COLOUR } from './shift-type-colours';
import type { ShiftTypeBody, ShiftTypeChange, ShiftTypeFormValues } from './types';

/** The form's start: a type's own values, or those of a new one. */
export function formValuesOf(type: ShiftType | null): ShiftTypeFormValues {
  if (!type) {
    return {
      name: '',
      start_time: '',
      end_time: '',
      break_minutes: 0,
      grace_minutes: null,
      color: DEFAULT_SHIFT_TYPE_COLOUR,
      office: '',
    };
  }
  return {
    name: type.name,
    start_time: type.start_time.slice(0, 5),
    end_time: type.end_time.slice(0, 5),
    break_minutes: type.break_minutes,
    grace_minutes: type.grace_minutes,
    color: type.color.toLowerCase(),
    office: type.office ?? '',
  };
}

export function shiftTypeBody(values: ShiftTypeFormValues): ShiftTypeBody {
  return {
    name: values.name.trim(),
    start_time: values.start_time,
    end_time: values.end_time,
    break_minutes: values.break_minutes ?? 0,
    grace_minutes: values.grace_minutes,
    color: values.color,
    office: values.office.trim() || null,
  };
}

/** Only what the form changed: an edit leaves alone what it did not touch (an office nobody clocks at any more). */
export function changedFields(type: ShiftType, values: ShiftTypeFormValues): ShiftTypeChange {
  const before = shiftTypeBody(formValuesOf(type));
  const after = shiftTypeBody(values);
  return Object.fromEntries(
    Object.entries(after).filter(([field, value]) => before[field as keyof ShiftTypeBody] !== value),
  );
}

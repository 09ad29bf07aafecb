import type { AllowedLocation } from '../../db/types';

/** The holiday calendars that apply to an employee: their own one if set, else their offices' names. */
export function holidayCalendarsOf(employee: {
  holiday_calendar: string | null;
  allowed_locations: AllowedLocation[];
}): string[] {
  if (employee.holiday_calendar) return [employee.holiday_calendar];
  return employee.allowed_locations.map((location) => location.name?.trim() ?? '').filter(Boolean);
}

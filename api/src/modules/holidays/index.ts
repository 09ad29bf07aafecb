// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { holidayCalendarsOf } from './holiday-calendars';
export { holidayDatesFor, holidaysFor, listHolidays } from './holidays-repository';

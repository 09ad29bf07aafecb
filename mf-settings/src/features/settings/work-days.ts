import { WEEKDAYS, type Weekday } from './constants';

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/** 'Mon, Tue,Fri' -> ['Mon', 'Tue', 'Fri']; unknown words are dropped (the api refuses them anyway). */
export const parseWorkDays = (value: string): Weekday[] =>
  value
    .split(',')
    .map((day) => day.trim())
    .filter(isWeekday);

/** The days in week order, as the api stores them: 'Mon,Tue,Wed,Thu,Fri'. */
export const formatWorkDays = (days: readonly string[]): string =>
  WEEKDAYS.filter((day) => days.includes(day)).join(',');

import { Checkbox } from 'antd';
import { memo, useCallback, useState, type CSSProperties, type UIEvent } from 'react';
import { shortDay, longDay, shiftTimes } from '../../shared/dates';
import type { RosterDay, RosterPerson, ShiftType } from '../../shared/model';
import { useDateLocale, useSchedulingTexts, type SchedulingT } from '../../shared/scheduling-texts';
import { ShiftChip } from '../../shared/shift-chip';
import { rowWindow } from './row-window';

export const ROW_HEIGHT = 56;
const UNKNOWN_TYPE_COLOR = '#8c8c8c';
/** What the grid shows at most before it scrolls; jsdom measures nothing, so this is also the height it assumes. */
const VIEWPORT_HEIGHT = 560;
const NAME_WIDTH = 180;
const DAY_WIDTH = 112;

const stickyName: CSSProperties = { position: 'sticky', insetInlineStart: 0, background: '#fff', zIndex: 1 };
const cellStyle: CSSProperties = { padding: 2, borderBottom: '1px solid #f0f0f0', height: ROW_HEIGHT };
const cellButton: CSSProperties = {
  width: '100%',
  minHeight: 44,
  border: '1px solid transparent',
  borderRadius: 4,
  background: 'transparent',
  cursor: 'pointer',
  textAlign: 'start',
  padding: 2,
  font: 'inherit',
};

/** The shift types by id: the roster names a shift's type, the type gives its name and colour. */
export type TypesById = ReadonlyMap<number, ShiftType>;

/** `Leave (Annual leave, half day)`: the leave type shows only when the api sends it. */
export function leaveText(leave: NonNullable<RosterDay['leave']>, t: SchedulingT): string {
  const details = [leave.leave_type, leave.half_day ? t('roster.halfDay') : null].filter(Boolean);
  return details.length ? t('roster.leaveWithDetails', { details: details.join(', ') }) : t('roster.leave');
}

export interface CellTarget {
  person: RosterPerson;
  day: RosterDay;
}

/** What a screen reader says for a cell: who, when, and what is planned. */
function cellName(person: RosterPerson, day: RosterDay, types: TypesById, t: SchedulingT, locale: string): string {
  const parts = [person.name, longDay(day.date, locale)];
  if (day.shift) {
    const { shift_type_id, start_time, end_time, status } = day.shift;
    parts.push(
      `${types.get(shift_type_id)?.name ?? ''} ${shiftTimes(start_time, end_time)} (${status === 'draft' ? t('roster.draft') : t('roster.published')})`.trim(),
    );
  } else parts.push(t('roster.dayOff'));
  if (day.leave) parts.push(leaveText(day.leave, t));
  if (day.holiday) parts.push(t('roster.holiday', { name: day.holiday }));
  if (day.attendance) parts.push(t('roster.attendance', { value: day.attendance }));
  return parts.join(', ');
}

function DayContent({ day, types }: { day: RosterDay; types: TypesById }) {
  const t = useSchedulingTexts();
  const type = day.shift ? types.get(day.shift.shift_type_id) : undefined;
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {day.shift && (
        <ShiftChip shift={{ ...day.shift, name: type?.name ?? '', color: type?.color ?? UNKNOWN_TYPE_COLOR }} />
      )}
      {day.leave && <span style={{ color: '#874d00' }}>{t('roster.leave')}</span>}
      {day.holiday && <span style={{ color: '#0958d9' }}>{day.holiday}</span>}
      {day.attendance && <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{day.attendance}</span>}
    </span>
  );
}

const PersonRow = memo(function PersonRow({
  person,
  index,
  types,
  selected,
  onToggle,
  onOpen,
}: {
  person: RosterPerson;
  types: TypesById;
  index: number;
  selected: boolean;
  onToggle: (employeeId: number) => void;
  onOpen: (target: CellTarget) => void;
}) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  return (
    <tr aria-rowindex={index + 2}>
      <th scope="row" style={{ ...cellStyle, ...stickyName, textAlign: 'start', fontWeight: 400, width: NAME_WIDTH }}>
        <Checkbox checked={selected} onChange={() => onToggle(person.employee_id)}>
          {person.name}
        </Checkbox>
      </th>
      {person.days.map((day) => (
        <td key={day.date} style={{ ...cellStyle, background: day.leave || day.holiday ? '#fafafa' : undefined }}>
          <button
            type="button"
            style={cellButton}
            aria-label={cellName(person, day, types, t, locale)}
            onClick={() => onOpen({ person, day })}
          >
            <DayContent day={day} types={types} />
          </button>
        </td>
      ))}
    </tr>
  );
});

/**
 * People down, days across. Only the rows in view (and a few around) are in the page: a department of 500 people
 * over 31 days stays a few hundred cells, however far it is scrolled.
 */
export function RosterGrid({
  people,
  dates,
  types,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
}: {
  people: RosterPerson[];
  types: TypesById;
  dates: string[];
  selected: ReadonlySet<number>;
  onToggle: (employeeId: number) => void;
  onToggleAll: (select: boolean) => void;
  onOpen: (target: CellTarget) => void;
}) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const [scroll, setScroll] = useState({ top: 0, height: VIEWPORT_HEIGHT });
  const onScroll = useCallback(
    ({ currentTarget }: UIEvent<HTMLDivElement>) =>
      setScroll({ top: currentTarget.scrollTop, height: currentTarget.clientHeight || VIEWPORT_HEIGHT }),
    [],
  );
  const { first, end } = rowWindow(scroll.top, scroll.height, ROW_HEIGHT, people.length);
  const allSelected = people.length > 0 && people.every((person) => selected.has(person.employee_id));
  const someSelected = !allSelected && people.some((person) => selected.has(person.employee_id));
  const columns = dates.length + 1;

  return (
    <div
      role="region"
      aria-label={t('roster.gridLabel')}
      tabIndex={0}
      onScroll={onScroll}
      style={{ maxHeight: VIEWPORT_HEIGHT, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      <table
        aria-rowcount={people.length + 1}
        style={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          tableLayout: 'fixed',
          width: NAME_WIDTH + dates.length * DAY_WIDTH,
        }}
      >
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          {dates.map((date) => (
            <col key={date} style={{ width: DAY_WIDTH }} />
          ))}
        </colgroup>
        <thead style={{ position: 'sticky', top: 0, zIndex: 2, background: '#fafafa' }}>
          <tr aria-rowindex={1}>
            <th scope="col" style={{ ...stickyName, background: '#fafafa', textAlign: 'start', padding: 8 }}>
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) => onToggleAll(event.target.checked)}
                aria-label={t('roster.selectAll')}
              >
                {t('roster.person')}
              </Checkbox>
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" style={{ padding: 8, textAlign: 'start', fontWeight: 600 }}>
                <abbr title={longDay(date, locale)} style={{ textDecoration: 'none' }}>
                  {shortDay(date, locale)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 && (
            <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={columns} />
            </tr>
          )}
          {people.slice(first, end).map((person, offset) => (
            <PersonRow
              key={person.employee_id}
              person={person}
              index={first + offset}
              types={types}
              selected={selected.has(person.employee_id)}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          ))}
          {end < people.length && (
            <tr aria-hidden="true" style={{ height: (people.length - end) * ROW_HEIGHT }}>
              <td colSpan={columns} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

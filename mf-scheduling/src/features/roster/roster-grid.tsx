import { Checkbox } from 'antd';
import { memo, useCallback, useState, type CSSProperties, type UIEvent } from 'react';
import { shortDay, longDay, shiftTimes } from '../../shared/dates';
import { ROSTER_TEXTS } from '../../shared/messages';
import type { RosterDay, RosterPerson } from '../../shared/model';
import { ShiftChip } from '../../shared/shift-chip';
import { rowWindow } from './row-window';

export const ROW_HEIGHT = 56;
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

export interface CellTarget {
  person: RosterPerson;
  day: RosterDay;
}

/** What a screen reader says for a cell: who, when, and what is planned. */
function cellName(person: RosterPerson, day: RosterDay): string {
  const parts = [person.full_name, longDay(day.date)];
  if (day.shift) {
    const { name, start_time, end_time, status } = day.shift;
    parts.push(
      `${name} ${shiftTimes(start_time, end_time)} (${status === 'draft' ? ROSTER_TEXTS.draft : ROSTER_TEXTS.published})`,
    );
  } else parts.push(ROSTER_TEXTS.dayOff);
  if (day.leave) parts.push(`${ROSTER_TEXTS.leave}: ${day.leave}`);
  if (day.holiday) parts.push(`${ROSTER_TEXTS.holiday}: ${day.holiday}`);
  return parts.join(', ');
}

function DayContent({ day }: { day: RosterDay }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {day.shift && <ShiftChip shift={day.shift} />}
      {day.leave && <span style={{ color: '#874d00' }}>{ROSTER_TEXTS.leave}</span>}
      {day.holiday && <span style={{ color: '#0958d9' }}>{day.holiday}</span>}
    </span>
  );
}

const PersonRow = memo(function PersonRow({
  person,
  index,
  selected,
  onToggle,
  onOpen,
}: {
  person: RosterPerson;
  index: number;
  selected: boolean;
  onToggle: (employeeId: number) => void;
  onOpen: (target: CellTarget) => void;
}) {
  return (
    <tr aria-rowindex={index + 2} aria-selected={selected}>
      <th scope="row" style={{ ...cellStyle, ...stickyName, textAlign: 'start', fontWeight: 400, width: NAME_WIDTH }}>
        <Checkbox checked={selected} onChange={() => onToggle(person.employee_id)}>
          {person.full_name}
        </Checkbox>
      </th>
      {person.days.map((day) => (
        <td key={day.date} style={{ ...cellStyle, background: day.leave || day.holiday ? '#fafafa' : undefined }}>
          <button
            type="button"
            style={cellButton}
            aria-label={cellName(person, day)}
            onClick={() => onOpen({ person, day })}
          >
            <DayContent day={day} />
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
  selected,
  onToggle,
  onToggleAll,
  onOpen,
}: {
  people: RosterPerson[];
  dates: string[];
  selected: ReadonlySet<number>;
  onToggle: (employeeId: number) => void;
  onToggleAll: (select: boolean) => void;
  onOpen: (target: CellTarget) => void;
}) {
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
      aria-label={ROSTER_TEXTS.gridLabel}
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
                aria-label={ROSTER_TEXTS.selectAll}
              >
                {ROSTER_TEXTS.person}
              </Checkbox>
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" style={{ padding: 8, textAlign: 'start', fontWeight: 600 }}>
                <abbr title={longDay(date)} style={{ textDecoration: 'none' }}>
                  {shortDay(date)}
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

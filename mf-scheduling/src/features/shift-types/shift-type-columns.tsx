import type { TableColumnsType } from 'antd';
import { ContrastTag } from 'shared-auth/ui';
import { shiftTimes } from '../../shared/dates';
import { SHIFT_TYPE_TEXTS as T } from '../../shared/messages';
import type { ShiftType } from '../../shared/model';
import { ColourSwatch } from './colour-swatch';
import { colourName } from './shift-type-colours';
import { ShiftTypeRowActions, type ShiftTypeActions } from './shift-type-row-actions';

/** The shift types table's columns: what a type is, then what can be done with it. */
export function shiftTypeColumns(actions: ShiftTypeActions): TableColumnsType<ShiftType> {
  return [
    {
      title: T.colour,
      key: 'colour',
      render: (_, type) => (
        <span>
          <ColourSwatch hex={type.color} />
          {colourName(type.color)}
        </span>
      ),
    },
    {
      title: T.name,
      key: 'name',
      render: (_, type) => (
        <span>
          {type.name}
          {type.archived && (
            <>
              {' '}
              <ContrastTag>{T.archivedTag}</ContrastTag>
            </>
          )}
        </span>
      ),
    },
    { title: T.times, key: 'times', render: (_, type) => shiftTimes(type.start_time, type.end_time) },
    { title: T.breakMinutes, key: 'break', render: (_, type) => type.break_minutes },
    {
      title: T.graceMinutes,
      key: 'grace',
      render: (_, type) => type.grace_minutes ?? T.companyDefault(type.effective_grace_minutes),
    },
    { title: T.office, key: 'office', render: (_, type) => type.office ?? T.anyOffice },
    { title: T.actions, key: 'actions', render: (_, type) => <ShiftTypeRowActions type={type} {...actions} /> },
  ];
}

import type { TableColumnsType } from 'antd';
import { ContrastTag } from 'shared-auth/ui';
import { shiftTimes } from '../../shared/dates';
import type { SchedulingT } from '../../shared/scheduling-texts';
import type { ShiftType } from '../../shared/model';
import { ColourSwatch } from './colour-swatch';
import { colourName } from './shift-type-colours';
import { ShiftTypeRowActions, type ShiftTypeActions } from './shift-type-row-actions';

/** The shift types table's columns: what a type is, then what can be done with it. */
export function shiftTypeColumns(t: SchedulingT, actions: ShiftTypeActions): TableColumnsType<ShiftType> {
  return [
    {
      title: t('shiftTypes.colour'),
      key: 'colour',
      render: (_, type) => (
        <span>
          <ColourSwatch hex={type.color} />
          {colourName(type.color, t)}
        </span>
      ),
    },
    {
      title: t('shiftTypes.name'),
      key: 'name',
      render: (_, type) => (
        <span>
          {type.name}
          {type.archived && (
            <>
              {' '}
              <ContrastTag>{t('shiftTypes.archivedTag')}</ContrastTag>
            </>
          )}
        </span>
      ),
    },
    { title: t('shiftTypes.times'), key: 'times', render: (_, type) => shiftTimes(type.start_time, type.end_time) },
    { title: t('shiftTypes.breakMinutes'), key: 'break', render: (_, type) => type.break_minutes },
    {
      title: t('shiftTypes.graceMinutes'),
      key: 'grace',
      render: (_, type) =>
        type.grace_minutes ?? t('shiftTypes.companyDefault', { minutes: type.effective_grace_minutes }),
    },
    { title: t('shiftTypes.office'), key: 'office', render: (_, type) => type.office ?? t('shiftTypes.anyOffice') },
    {
      title: t('shiftTypes.actions'),
      key: 'actions',
      render: (_, type) => <ShiftTypeRowActions type={type} {...actions} />,
    },
  ];
}

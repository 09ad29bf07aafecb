import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { companyToday, errorMessage, useCompanyTimeZone, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { useGetRosterQuery, useGetShiftTypesQuery, usePostRosterPublishMutation } from '../../shared/api';
import { datesBetween, stepView, viewRange, weekStart, type RosterView } from '../../shared/dates';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import { AssignModal } from './assign-modal';
import { BulkAssignModal } from './bulk-assign-modal';
import { PatternModal } from './pattern-modal';
import { PostOpenShiftModal } from './post-open-shift-modal';
import { RosterGrid, type CellTarget } from './roster-grid';
import { RosterToolbar } from './roster-toolbar';

type Dialog =
  { kind: 'cell'; target: CellTarget } | { kind: 'bulk' } | { kind: 'pattern' } | { kind: 'open-shift' } | null;

/** Managers and admins plan a department's shifts by week or month, then publish each week. */
export function RosterPage({ today }: { today?: string }) {
  const t = useSchedulingTexts();
  useCompanyTimeZone();
  const [departmentId, setDepartmentId] = useState<number>();
  const [view, setView] = useState<RosterView>('week');
  const [anchor, setAnchor] = useState(() => today ?? companyToday());
  const { start, end } = viewRange(view, anchor);
  const dates = useMemo(() => datesBetween(start, end), [start, end]);
  const roster = useGetRosterQuery(departmentId === undefined ? skipToken : { start, end, departmentId });
  const people = useMemo(() => roster.data?.people ?? [], [roster.data]);
  const { data: shiftTypes } = useGetShiftTypesQuery({ includeArchived: true });
  const types = useMemo(() => new Map((shiftTypes ?? []).map((type) => [type.shift_type_id, type])), [shiftTypes]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const { notice, clear, succeed, fail } = useNotice();
  const [publish, publishing] = usePostRosterPublishMutation();
  const publishedWeek = weekStart(view === 'week' ? start : anchor);

  const onToggle = useCallback(
    (employeeId: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(employeeId)) next.add(employeeId);
        return next;
      }),
    [],
  );
  const onToggleAll = useCallback(
    (select: boolean) => setSelected(select ? new Set(people.map((person) => person.employee_id)) : new Set()),
    [people],
  );
  const onOpen = useCallback((target: CellTarget) => setDialog({ kind: 'cell', target }), []);
  const closeDialog = (done?: string) => {
    setDialog(null);
    if (done) succeed(done);
  };
  const publishWeek = async () => {
    if (departmentId === undefined) return;
    clear();
    const { data, error } = await publish({ body: { week_start: publishedWeek, department_id: departmentId } });
    if (error === undefined) succeed(data.message);
    else fail(errorMessage(error, t('roster.publishFailed')));
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('titles.roster')}
      </Typography.Title>
      <NoticeBanner notice={notice} onClose={clear} />
      <Card>
        <Flex vertical gap={16}>
          <RosterToolbar
            departmentId={departmentId}
            onDepartment={(next) => {
              setDepartmentId(next);
              setSelected(new Set());
            }}
            view={view}
            onView={setView}
            start={start}
            end={end}
            onStep={(step) => setAnchor(stepView(view, anchor, step))}
            onToday={() => setAnchor(today ?? companyToday())}
          />
          {departmentId !== undefined && (
            <Flex wrap gap={8} align="center">
              <Button disabled={selected.size === 0} onClick={() => setDialog({ kind: 'bulk' })}>
                {t('roster.bulkAssign')}
              </Button>
              <Button disabled={people.length === 0} onClick={() => setDialog({ kind: 'pattern' })}>
                {t('roster.applyPattern')}
              </Button>
              <Button onClick={() => setDialog({ kind: 'open-shift' })}>{t('roster.postOpenShift')}</Button>
              <Button type="primary" onClick={publishWeek} loading={publishing.isLoading}>
                {t('roster.publishWeek')}
              </Button>
              <Typography.Text aria-live="polite">{t('roster.selected', { count: selected.size })}</Typography.Text>
            </Flex>
          )}
          {roster.error && (
            <Alert
              type="error"
              showIcon
              title={errorMessage(roster.error, t('roster.loadFailed'))}
              action={
                <Button size="small" onClick={() => roster.refetch()}>
                  {t('roster.retry')}
                </Button>
              }
            />
          )}
          {departmentId === undefined ? (
            <Empty description={t('roster.noDepartment')} />
          ) : roster.isLoading ? (
            <Spin />
          ) : people.length === 0 && !roster.error ? (
            <Empty description={t('roster.nobody')} />
          ) : (
            <RosterGrid
              people={people}
              dates={dates}
              types={types}
              selected={selected}
              onToggle={onToggle}
              onToggleAll={onToggleAll}
              onOpen={onOpen}
            />
          )}
        </Flex>
      </Card>
      {dialog?.kind === 'cell' && <AssignModal target={dialog.target} onClose={closeDialog} />}
      {dialog?.kind === 'bulk' && (
        <BulkAssignModal employeeIds={[...selected]} start={start} end={end} onClose={closeDialog} />
      )}
      {dialog?.kind === 'pattern' && (
        <PatternModal people={people} preselected={[...selected]} start={start} end={end} onClose={closeDialog} />
      )}
      {dialog?.kind === 'open-shift' && departmentId !== undefined && (
        <PostOpenShiftModal
          departmentId={departmentId}
          // The api refuses a day already past: the shown range's first day still to come.
          date={[start, today ?? companyToday()].sort().at(-1)!}
          onClose={closeDialog}
        />
      )}
    </Flex>
  );
}

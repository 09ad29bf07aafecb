import { Alert, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import {
  useGetShiftPatternsQuery,
  useGetShiftTypesQuery,
  usePostShiftPatternsByIdApplyMutation,
  usePostShiftPatternsMutation,
} from '../../shared/api';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';
import type { RosterPerson } from '../../shared/model';
import { WEEKDAYS, weekdayLabel } from '../../shared/dates';
import { ShiftTypeSelect } from './shift-type-select';

const NEW_PATTERN = 0;
const MAX_WEEKS = 8;

/** The cycle's days as selects, one row per week: a shift type or a day off. */
function CycleEditor({
  days,
  onChange,
}: {
  days: Array<number | null>;
  onChange: (days: Array<number | null>) => void;
}) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { data: types = [] } = useGetShiftTypesQuery({ includeArchived: true });
  return (
    <Flex vertical gap={8}>
      {Array.from({ length: days.length / 7 }, (_, week) => (
        <Flex key={week} wrap gap={8}>
          {WEEKDAYS.map((weekday, day) => {
            const index = week * 7 + day;
            const id = `pattern-day-${index}`;
            return (
              <Form.Item
                key={weekday}
                label={t('pattern.dayLabel', { week: week + 1, day: weekdayLabel(day, locale) })}
                htmlFor={id}
                style={{ margin: 0, minWidth: 150, flex: '1 1 150px' }}
              >
                <ShiftTypeSelect
                  id={id}
                  types={types}
                  value={days[index]}
                  allowDayOff
                  dayOffLabel={t('roster.dayOff')}
                  onChange={(next) => onChange(days.map((value, at) => (at === index ? next : value)))}
                />
              </Form.Item>
            );
          })}
        </Flex>
      ))}
    </Flex>
  );
}

/** Chooses (or creates) a repeating pattern and applies it to people from a start date until an end date. */
export function PatternModal({
  people,
  preselected,
  start,
  end,
  onClose,
}: {
  people: RosterPerson[];
  preselected: number[];
  start: string;
  end: string;
  onClose: (done?: string) => void;
}) {
  const t = useSchedulingTexts();
  const { data: patterns = [] } = useGetShiftPatternsQuery();
  const [patternId, setPatternId] = useState<number>();
  const [draft, setDraft] = useState({ name: '', weeks: 1, days: Array<number | null>(7).fill(null) });
  const [employeeIds, setEmployeeIds] = useState(preselected);
  const [range, setRange] = useState({ start, end });
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<unknown>();
  const [createPattern, creating] = usePostShiftPatternsMutation();
  const [apply, applying] = usePostShiftPatternsByIdApplyMutation();

  const setWeeks = (weeks: number) =>
    setDraft({ ...draft, weeks, days: Array.from({ length: weeks * 7 }, (_, index) => draft.days[index] ?? null) });

  const submit = async () => {
    setRefusal(undefined);
    if (patternId === undefined) return setProblem(t('pattern.patternRequired'));
    if (patternId === NEW_PATTERN && !draft.name.trim()) return setProblem(t('pattern.nameRequired'));
    if (employeeIds.length === 0) return setProblem(t('pattern.peopleRequired'));
    if (!range.start) return setProblem(t('pattern.startRequired'));
    setProblem(undefined);
    let id = patternId;
    if (id === NEW_PATTERN) {
      const created = await createPattern({ body: { name: draft.name.trim(), weeks: draft.weeks, days: draft.days } });
      if (created.error !== undefined) return setRefusal(created.error);
      id = created.data.pattern_id;
      setPatternId(id);
    }
    const applied = await apply({
      id,
      body: { employee_ids: employeeIds, start_date: range.start, end_date: range.end },
    });
    if (applied.error === undefined) onClose(applied.data.message);
    else setRefusal(applied.error);
  };

  return (
    <Modal
      open
      width={760}
      title={t('pattern.title')}
      okText={t('pattern.apply')}
      onOk={submit}
      confirmLoading={creating.isLoading || applying.isLoading}
      onCancel={() => onClose()}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('pattern.pattern')} htmlFor="pattern-choice">
          <Select<number>
            id="pattern-choice"
            value={patternId}
            onChange={setPatternId}
            options={[
              ...patterns.map((pattern) => ({ value: pattern.pattern_id, label: pattern.name })),
              { value: NEW_PATTERN, label: t('pattern.newPattern') },
            ]}
          />
        </Form.Item>
        {patternId === NEW_PATTERN && (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <Flex wrap gap={12}>
              <Form.Item label={t('pattern.name')} htmlFor="pattern-name" style={{ flex: '1 1 200px', margin: 0 }}>
                <Input
                  id="pattern-name"
                  maxLength={60}
                  value={draft.name}
                  onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                />
              </Form.Item>
              <Form.Item label={t('pattern.weeks')} htmlFor="pattern-weeks" style={{ margin: 0 }}>
                <InputNumber<number>
                  id="pattern-weeks"
                  min={1}
                  max={MAX_WEEKS}
                  value={draft.weeks}
                  onChange={(weeks) => setWeeks(Math.min(MAX_WEEKS, Math.max(1, weeks ?? 1)))}
                />
              </Form.Item>
            </Flex>
            <CycleEditor days={draft.days} onChange={(days) => setDraft({ ...draft, days })} />
          </Flex>
        )}
        <Form.Item label={t('pattern.people')} htmlFor="pattern-people">
          <Select<number[]>
            id="pattern-people"
            mode="multiple"
            value={employeeIds}
            onChange={setEmployeeIds}
            optionFilterProp="label"
            options={people.map((person) => ({ value: person.employee_id, label: person.name }))}
          />
        </Form.Item>
        <Flex wrap gap={12}>
          <Form.Item label={t('pattern.startDate')} htmlFor="pattern-start">
            <Input
              id="pattern-start"
              type="date"
              value={range.start}
              onChange={(event) => setRange({ ...range, start: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('pattern.until')} htmlFor="pattern-end">
            <Input
              id="pattern-end"
              type="date"
              value={range.end}
              onChange={(event) => setRange({ ...range, end: event.target.value })}
            />
          </Form.Item>
        </Flex>
      </Form>
      {problem && <Alert role="alert" type="warning" showIcon title={problem} />}
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('roster.saveFailed'))} />
      )}
    </Modal>
  );
}

import { Alert, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetShiftTypesQuery, usePostShiftAssignmentsBulkMutation } from '../../shared/api';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';
import { WEEKDAYS, weekdayLabel } from '../../shared/dates';
import { ShiftTypeSelect } from './shift-type-select';

type Weekday = (typeof WEEKDAYS)[number];
const ALL_WEEKDAYS: Weekday[] = [...WEEKDAYS];

/** One shift type for the chosen people over a date range (on the chosen weekdays): all saved, or none. */
export function BulkAssignModal({
  employeeIds,
  start,
  end,
  onClose,
}: {
  employeeIds: number[];
  start: string;
  end: string;
  onClose: (done?: string) => void;
}) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { data: types = [] } = useGetShiftTypesQuery({ includeArchived: true });
  const [typeId, setTypeId] = useState<number | null>(null);
  const [range, setRange] = useState({ start, end });
  const [weekdays, setWeekdays] = useState<Weekday[]>(ALL_WEEKDAYS);
  const [missingType, setMissingType] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const [assign, { isLoading }] = usePostShiftAssignmentsBulkMutation();

  const save = async () => {
    if (typeId === null) return setMissingType(true);
    const { data, error } = await assign({
      body: {
        employee_ids: employeeIds,
        start_date: range.start,
        end_date: range.end,
        shift_type_id: typeId,
        weekdays,
      },
    });
    if (error === undefined) onClose(data.message);
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={t('bulk.title', { count: employeeIds.length })}
      okText={t('assign.save')}
      onOk={save}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('assign.type')}
          htmlFor="bulk-shift-type"
          validateStatus={missingType ? 'error' : undefined}
          help={missingType ? t('assign.typeRequired') : undefined}
        >
          <ShiftTypeSelect
            id="bulk-shift-type"
            types={types}
            value={typeId}
            onChange={(next) => {
              setTypeId(next);
              setMissingType(false);
            }}
          />
        </Form.Item>
        <Flex wrap gap={12}>
          <Form.Item label={t('bulk.from')} htmlFor="bulk-from">
            <Input
              id="bulk-from"
              type="date"
              value={range.start}
              onChange={(event) => setRange({ ...range, start: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('bulk.to')} htmlFor="bulk-to">
            <Input
              id="bulk-to"
              type="date"
              value={range.end}
              onChange={(event) => setRange({ ...range, end: event.target.value })}
            />
          </Form.Item>
        </Flex>
        <Form.Item label={t('bulk.weekdays')}>
          <Checkbox.Group
            aria-label={t('bulk.weekdays')}
            value={weekdays}
            onChange={(next) => setWeekdays(next as Weekday[])}
            options={WEEKDAYS.map((day, index) => ({ label: weekdayLabel(index, locale), value: day }))}
          />
        </Form.Item>
      </Form>
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('roster.saveFailed'))} />
      )}
    </Modal>
  );
}

import { Form, Input, Select } from 'antd';
import type { LeaveTypeDetail } from 'api-contract';
import { errorMessage, leaveTypeName, shownQueryState } from 'shared-auth';
import { useGetLeaveTypeDetailsQuery } from './api';
import { startNotBeforeToday } from './leave-request-fields';
import { useLeaveTexts } from '../../shared/leave-texts';

// The fields that read the whole list of leave types: its arrival (a store update, rendered at once) redraws these
// two fields, not the form.

/** The details of the chosen type; the caller renders again only when they change, not when the list arrives. */
export function useLeaveTypeDetail(type: string | undefined): LeaveTypeDetail | undefined {
  return useGetLeaveTypeDetailsQuery(undefined, {
    selectFromResult: ({ data }) => ({ detail: data?.find((detail) => detail.leave_type === type) }),
  }).detail;
}

export function LeaveTypeField() {
  const t = useLeaveTexts();
  const types = useGetLeaveTypeDetailsQuery(undefined, { selectFromResult: shownQueryState });
  return (
    <Form.Item
      label={t('form.leaveType')}
      name="leave_type"
      rules={[{ required: true, message: t('texts.typeRequired') }]}
      extra={types.error ? errorMessage(types.error, t('messages.generalError')) : undefined}
    >
      <Select
        placeholder={t('form.selectType')}
        loading={types.isLoading}
        options={(types.data ?? []).map(({ leave_type }) => ({
          value: leave_type,
          label: leaveTypeName(leave_type, types.data),
        }))}
      />
    </Form.Item>
  );
}

/** The first day (the only one of a type counted in hours); `minStart` is what the date picker offers. */
export function StartDateField({ today, hourly, minStart }: { today: string; hourly: boolean; minStart?: string }) {
  const t = useLeaveTexts();
  // The rule looks the type up when it runs: the type's change revalidates this field before the form renders again.
  const { data } = useGetLeaveTypeDetailsQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  return (
    <Form.Item
      label={hourly ? t('texts.date') : t('form.startDate')}
      name="start_date"
      dependencies={['leave_type']}
      rules={[{ required: true, message: t('texts.startRequired') }, startNotBeforeToday(t, today, data)]}
    >
      <Input type="date" min={minStart} />
    </Form.Item>
  );
}

import { Checkbox, Flex, Form, Input, type FormRule } from 'antd';
import type { LeaveTypeDetail } from 'api-contract';
import { errorMessage, shownQueryState } from 'shared-auth';
import { useGetManagerEmailQuery } from './api';
import { useLeaveTexts, type LeaveT } from '../../shared/leave-texts';

// The form's read-only and half-day fields, and the date rules it checks before the api does.

/** Who will decide first: read only, the api routes the request. */
export function ManagerEmailField() {
  const t = useLeaveTexts();
  const { data, error, isLoading } = useGetManagerEmailQuery(undefined, { selectFromResult: shownQueryState });
  const note = error
    ? errorMessage(error, t('messages.generalError'))
    : data?.manager_email
      ? undefined
      : data?.message;
  return (
    <Form.Item label={t('form.managerEmail')} htmlFor="manager_email" extra={note}>
      <Input
        id="manager_email"
        readOnly
        variant="filled"
        value={data?.manager_email ?? ''}
        placeholder={isLoading ? t('form.loading') : t('texts.noManager')}
      />
    </Form.Item>
  );
}

/**
 * Only rendered for a type whose policy allows half days; `preserve={false}` drops a ticked half when the type
 * changes to one that does not, so it is never sent (the api refuses it too).
 */
export function HalfDayFields() {
  const t = useLeaveTexts();
  return (
    <Flex wrap gap={16}>
      <Form.Item name="start_half" valuePropName="checked" preserve={false} style={{ marginBottom: 16 }}>
        <Checkbox>{t('texts.startHalf')}</Checkbox>
      </Form.Item>
      <Form.Item name="end_half" valuePropName="checked" preserve={false} style={{ marginBottom: 16 }}>
        <Checkbox>{t('texts.endHalf')}</Checkbox>
      </Form.Item>
    </Flex>
  );
}

/**
 * A type counted in hours takes one date and the times of day; `preserve={false}` drops them when the type changes
 * to one counted in days.
 */
export function HourFields() {
  const t = useLeaveTexts();
  return (
    <Flex wrap gap={16}>
      <Form.Item
        label={t('texts.startTime')}
        name="start_time"
        preserve={false}
        rules={[{ required: true, message: t('texts.startTimeRequired') }]}
      >
        <Input type="time" />
      </Form.Item>
      <Form.Item
        label={t('texts.endTime')}
        name="end_time"
        preserve={false}
        dependencies={['start_time']}
        rules={[{ required: true, message: t('texts.endTimeRequired') }, endTimeAfterStart(t)]}
      >
        <Input type="time" />
      </Form.Item>
    </Flex>
  );
}

/** Whether requests of `type` may start before today (sick leave, typically). */
export function allowsBackdating(type: string | undefined, details: readonly LeaveTypeDetail[] | undefined): boolean {
  return !!details?.find((detail) => detail.leave_type === type)?.backdating_allowed;
}

/** The earliest start the date picker offers: today, or none for a type that allows back-dating. */
export function earliestStart(today: string, backdating: boolean): string | undefined {
  return backdating ? undefined : today;
}

// The api refuses it too (and its text is shown); checking here saves a round trip.
export const startNotBeforeToday =
  (t: LeaveT, today: string, details: readonly LeaveTypeDetail[] | undefined): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, start?: string) =>
      !start || start >= today || allowsBackdating(getFieldValue('leave_type'), details)
        ? Promise.resolve()
        : Promise.reject(new Error(t('texts.startInPast'))),
  });

// The api refuses it too; checking here saves a round trip.
export const endTimeAfterStart =
  (t: LeaveT): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, end?: string) => {
      const start: string | undefined = getFieldValue('start_time');
      return !end || !start || end > start
        ? Promise.resolve()
        : Promise.reject(new Error(t('texts.endTimeBeforeStart')));
    },
  });

// The api refuses it too; checking here saves a round trip.
export const endNotBeforeStart =
  (t: LeaveT): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, end?: string) => {
      const start: string | undefined = getFieldValue('start_date');
      return !end || !start || end >= start ? Promise.resolve() : Promise.reject(new Error(t('texts.endBeforeStart')));
    },
  });

import { Alert, Flex, Form, Input, InputNumber, Modal, type FormRule } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostShiftTypesMutation, usePutShiftTypesByIdMutation } from '../../shared/api';
import {
  CLOCK_PATTERN,
  SHIFT_TYPE_MAX_MINUTES,
  SHIFT_TYPE_NAME_MAX_LENGTH,
  SHIFT_TYPE_OFFICE_MAX_LENGTH,
} from '../../shared/constants';
import { useSchedulingTexts, type SchedulingT } from '../../shared/scheduling-texts';
import type { ShiftType } from '../../shared/model';
import { ColourSelect } from './colour-select';
import { changedFields, formValuesOf, shiftTypeBody } from './shift-type-values';
import type { ShiftTypeFormValues } from './types';

const clockRules = (t: SchedulingT): FormRule[] => [
  { required: true, message: t('shiftTypes.timeRequired') },
  { pattern: CLOCK_PATTERN, message: t('shiftTypes.timeFormat') },
];
const minutes = { min: 0, max: SHIFT_TYPE_MAX_MINUTES, precision: 0, style: { width: '100%' } };

/** Adds a shift type (`type` null) or edits one; the api's refusal stays in the dialog. */
export function ShiftTypeFormModal({ type, onClose }: { type: ShiftType | null; onClose: (saved?: string) => void }) {
  const t = useSchedulingTexts();
  const [form] = Form.useForm<ShiftTypeFormValues>();
  const [refusal, setRefusal] = useState<unknown>();
  const [create, creating] = usePostShiftTypesMutation();
  const [update, updating] = usePutShiftTypesByIdMutation();

  const submit = async (values: ShiftTypeFormValues) => {
    const { error } = type
      ? await update({ id: type.shift_type_id, body: changedFields(type, values) })
      : await create({ body: shiftTypeBody(values) });
    const name = values.name.trim();
    if (error === undefined) onClose(type ? t('shiftTypes.saved', { name }) : t('shiftTypes.added', { name }));
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={type ? t('shiftTypes.editTitle', { name: type.name }) : t('shiftTypes.addTitle')}
      okText={t('shiftTypes.save')}
      onOk={() => form.submit()}
      confirmLoading={creating.isLoading || updating.isLoading}
      onCancel={() => onClose()}
    >
      <Form<ShiftTypeFormValues>
        form={form}
        name="shift-type"
        layout="vertical"
        initialValues={formValuesOf(type)}
        onFinish={submit}
        onValuesChange={() => setRefusal(undefined)}
      >
        <Form.Item
          name="name"
          label={t('shiftTypes.name')}
          rules={[{ required: true, whitespace: true, message: t('shiftTypes.nameRequired') }]}
        >
          <Input maxLength={SHIFT_TYPE_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Flex wrap gap={12}>
          <Form.Item
            name="start_time"
            label={t('shiftTypes.startTime')}
            rules={clockRules(t)}
            style={{ flex: '1 1 120px' }}
          >
            <Input inputMode="numeric" placeholder="06:00" maxLength={5} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="end_time"
            label={t('shiftTypes.endTime')}
            rules={clockRules(t)}
            extra={t('shiftTypes.overnightHint')}
            style={{ flex: '1 1 120px' }}
          >
            <Input inputMode="numeric" placeholder="14:00" maxLength={5} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex wrap gap={12}>
          <Form.Item
            name="break_minutes"
            label={t('shiftTypes.breakMinutes')}
            rules={[{ required: true, message: t('shiftTypes.breakRequired') }]}
            style={{ flex: '1 1 120px' }}
          >
            <InputNumber {...minutes} />
          </Form.Item>
          <Form.Item
            name="grace_minutes"
            label={t('shiftTypes.graceMinutes')}
            extra={t('shiftTypes.graceHint')}
            style={{ flex: '1 1 120px' }}
          >
            <InputNumber {...minutes} />
          </Form.Item>
        </Flex>
        <Form.Item name="color" label={t('shiftTypes.colour')}>
          <ColourSelect />
        </Form.Item>
        <Form.Item name="office" label={t('shiftTypes.office')} extra={t('shiftTypes.officeHint')}>
          <Input maxLength={SHIFT_TYPE_OFFICE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Form>
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('shiftTypes.saveFailed'))} />
      )}
    </Modal>
  );
}

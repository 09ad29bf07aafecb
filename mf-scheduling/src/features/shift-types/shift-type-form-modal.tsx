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
import { SHIFT_TYPE_TEXTS as T } from '../../shared/messages';
import type { ShiftType } from '../../shared/model';
import { ColourSelect } from './colour-select';
import { changedFields, formValuesOf, shiftTypeBody } from './shift-type-values';
import type { ShiftTypeFormValues } from './types';

const clockRules: FormRule[] = [
  { required: true, message: T.timeRequired },
  { pattern: CLOCK_PATTERN, message: T.timeFormat },
];
const minutes = { min: 0, max: SHIFT_TYPE_MAX_MINUTES, precision: 0, style: { width: '100%' } };

/** Adds a shift type (`type` null) or edits one; the api's refusal stays in the dialog. */
export function ShiftTypeFormModal({ type, onClose }: { type: ShiftType | null; onClose: (saved?: string) => void }) {
  const [form] = Form.useForm<ShiftTypeFormValues>();
  const [refusal, setRefusal] = useState<unknown>();
  const [create, creating] = usePostShiftTypesMutation();
  const [update, updating] = usePutShiftTypesByIdMutation();

  const submit = async (values: ShiftTypeFormValues) => {
    const { error } = type
      ? await update({ id: type.shift_type_id, body: changedFields(type, values) })
      : await create({ body: shiftTypeBody(values) });
    const name = values.name.trim();
    if (error === undefined) onClose(type ? T.saved(name) : T.added(name));
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={type ? T.editTitle(type.name) : T.addTitle}
      okText={T.save}
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
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
          <Input maxLength={SHIFT_TYPE_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Flex wrap gap={12}>
          <Form.Item name="start_time" label={T.startTime} rules={clockRules} style={{ flex: '1 1 120px' }}>
            <Input inputMode="numeric" placeholder="06:00" maxLength={5} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="end_time"
            label={T.endTime}
            rules={clockRules}
            extra={T.overnightHint}
            style={{ flex: '1 1 120px' }}
          >
            <Input inputMode="numeric" placeholder="14:00" maxLength={5} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex wrap gap={12}>
          <Form.Item
            name="break_minutes"
            label={T.breakMinutes}
            rules={[{ required: true, message: T.breakRequired }]}
            style={{ flex: '1 1 120px' }}
          >
            <InputNumber {...minutes} />
          </Form.Item>
          <Form.Item name="grace_minutes" label={T.graceMinutes} extra={T.graceHint} style={{ flex: '1 1 120px' }}>
            <InputNumber {...minutes} />
          </Form.Item>
        </Flex>
        <Form.Item name="color" label={T.colour}>
          <ColourSelect />
        </Form.Item>
        <Form.Item name="office" label={T.office} extra={T.officeHint}>
          <Input maxLength={SHIFT_TYPE_OFFICE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Form>
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, T.saveFailed)} />
      )}
    </Modal>
  );
}

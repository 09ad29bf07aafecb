import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostLeavePoliciesMutation, usePutLeavePoliciesByIdMutation } from './api';
import { ACCRUAL_LABELS, MONTHS, POLICY_LABELS as L, POLICY_MESSAGES as M, UNIT_LABELS } from './messages';
import { formValuesOf, NEW_POLICY, policyOf, type PolicyFormValues } from './policy-form-values';
import { leaveTypeNameError, MAX_DAYS, policyError } from './policy-rules';
import type { LeavePolicy } from './types';

interface Props {
  /** The policy to edit, or null for a new leave type. */
  policy: LeavePolicy | null;
  onClose: (savedMessage?: string) => void;
}

const SWITCHES = ['paid', 'half_days_allowed', 'backdating_allowed', 'negative_allowed', 'active'] as const;

export function PolicyFormModal({ policy, onClose }: Props) {
  const [form] = Form.useForm<PolicyFormValues>();
  const counted = Form.useWatch('counted', form) ?? true;
  const hourly = Form.useWatch('unit', form) === 'hour';
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: creating }] = usePostLeavePoliciesMutation();
  const [update, { isLoading: updating }] = usePutLeavePoliciesByIdMutation();

  const submit = async (values: PolicyFormValues) => {
    const fields = policyOf(values);
    const invalid = policyError(fields);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      const result = policy
        ? await update({ id: policy.leave_type_id, body: fields }).unwrap()
        : await create({ body: { ...fields, leave_type: values.leave_type.trim() } }).unwrap();
      onClose(result.message);
    } catch (err) {
      setError(errorMessage(err, M.saveFailed));
    }
  };

  return (
    <Modal
      open
      title={policy ? M.editTitle(policy.display_name) : M.addTitle}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={creating || updating}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<PolicyFormValues>
        form={form}
        layout="vertical"
        initialValues={policy ? formValuesOf(policy) : NEW_POLICY}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        {!policy && (
          <Form.Item
            name="leave_type"
            label={L.leave_type}
            rules={[{ validator: (_, value: string) => promiseOf(leaveTypeNameError(value ?? '')) }]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="display_name"
          label={L.display_name}
          rules={[{ required: true, whitespace: true, message: M.displayNameRequired }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {/* The unit of a type already used cannot change (the api refuses it): its balance would change meaning. */}
        <Form.Item name="unit" label={L.unit}>
          <Select options={Object.entries(UNIT_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="counted" label={L.counted} valuePropName="checked">
          <Switch />
        </Form.Item>
        {counted && (
          <Form.Item name="annual_days" label={hourly ? L.annual_hours : L.annual_days}>
            <InputNumber min={0} max={MAX_DAYS} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="accrual" label={L.accrual}>
          <Select options={Object.entries(ACCRUAL_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="carry_over_cap" label={hourly ? L.carry_over_cap_hours : L.carry_over_cap}>
          <InputNumber min={0} max={MAX_DAYS} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        {/* antd options take no null value: 0 stands for "never" in the select only. */}
        <Form.Item
          name="carry_over_expiry_month"
          label={L.carry_over_expiry_month}
          getValueProps={(month: number | null) => ({ value: month ?? 0 })}
          normalize={(month: number) => month || null}
        >
          <Select
            options={[
              { value: 0, label: M.never },
              ...MONTHS.map((month, index) => ({ value: index + 1, label: month })),
            ]}
          />
        </Form.Item>
        {SWITCHES.filter((key) => !(hourly && key === 'half_days_allowed')).map((key) => (
          <Form.Item key={key} name={key} label={L[key]} valuePropName="checked">
            <Switch />
          </Form.Item>
        ))}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

const promiseOf = (error: string | null) => (error ? Promise.reject(new Error(error)) : Promise.resolve());

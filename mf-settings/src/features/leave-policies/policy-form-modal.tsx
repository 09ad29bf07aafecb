import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage, useLanguage } from 'shared-auth';
import { usePostLeavePoliciesMutation, usePutLeavePoliciesByIdMutation } from './api';
import { useSettingsTexts, type SettingsT } from '../../shared/settings-texts';
import { MONTH_NUMBERS, monthName } from './month-name';
import { formValuesOf, NEW_POLICY, policyOf, type PolicyFormValues } from './policy-form-values';
import { leaveTypeNameError, MAX_DAYS, policyError, type PolicyRule } from './policy-rules';
import type { LeavePolicy } from './types';

interface Props {
  /** The policy to edit, or null for a new leave type. */
  policy: LeavePolicy | null;
  onClose: (savedMessage?: string) => void;
}

const UNITS: readonly PolicyFormValues['unit'][] = ['day', 'hour'];
const ACCRUALS: readonly PolicyFormValues['accrual'][] = ['yearly', 'monthly'];
const SWITCHES = ['paid', 'half_days_allowed', 'backdating_allowed', 'negative_allowed', 'active'] as const;

export function PolicyFormModal({ policy, onClose }: Props) {
  const t = useSettingsTexts();
  const language = useLanguage();
  const [form] = Form.useForm<PolicyFormValues>();
  const counted = Form.useWatch('counted', form) ?? true;
  const hourly = Form.useWatch('unit', form) === 'hour';
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: creating }] = usePostLeavePoliciesMutation();
  const [update, { isLoading: updating }] = usePutLeavePoliciesByIdMutation();

  const submit = async (values: PolicyFormValues) => {
    const fields = policyOf(values);
    const invalid = policyError(fields);
    if (invalid) return setError(t(`policies.${invalid}`));
    setError(null);
    try {
      const result = policy
        ? await update({ id: policy.leave_type_id, body: fields }).unwrap()
        : await create({ body: { ...fields, leave_type: values.leave_type.trim() } }).unwrap();
      onClose(result.message);
    } catch (err) {
      setError(errorMessage(err, t('policies.saveFailed')));
    }
  };

  return (
    <Modal
      open
      title={policy ? t('policies.editTitle', { name: policy.display_name }) : t('policies.addTitle')}
      okText={t('policies.save')}
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
            label={t('policies.labels.leave_type')}
            rules={[{ validator: (_, value: string) => promiseOf(leaveTypeNameError(value ?? ''), t) }]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="display_name"
          label={t('policies.labels.display_name')}
          rules={[{ required: true, whitespace: true, message: t('policies.displayNameRequired') }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {/* The unit of a type already used cannot change (the api refuses it): its balance would change meaning. */}
        <Form.Item name="unit" label={t('policies.labels.unit')}>
          <Select options={UNITS.map((value) => ({ value, label: t(`policies.units.${value}`) }))} />
        </Form.Item>
        <Form.Item name="counted" label={t('policies.labels.counted')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {counted && (
          <Form.Item
            name="annual_days"
            label={hourly ? t('policies.labels.annual_hours') : t('policies.labels.annual_days')}
          >
            <InputNumber min={0} max={MAX_DAYS} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="accrual" label={t('policies.labels.accrual')}>
          <Select options={ACCRUALS.map((value) => ({ value, label: t(`policies.accruals.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="carry_over_cap"
          label={hourly ? t('policies.labels.carry_over_cap_hours') : t('policies.labels.carry_over_cap')}
        >
          <InputNumber min={0} max={MAX_DAYS} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        {/* antd options take no null value: 0 stands for "never" in the select only. */}
        <Form.Item
          name="carry_over_expiry_month"
          label={t('policies.labels.carry_over_expiry_month')}
          getValueProps={(month: number | null) => ({ value: month ?? 0 })}
          normalize={(month: number) => month || null}
        >
          <Select
            options={[
              { value: 0, label: t('policies.never') },
              ...MONTH_NUMBERS.map((month) => ({ value: month, label: monthName(month, language) })),
            ]}
          />
        </Form.Item>
        {SWITCHES.filter((key) => !(hourly && key === 'half_days_allowed')).map((key) => (
          <Form.Item key={key} name={key} label={t(`policies.labels.${key}`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        ))}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

const promiseOf = (error: PolicyRule | null, t: SettingsT) =>
  error ? Promise.reject(new Error(t(`policies.${error}`))) : Promise.resolve();

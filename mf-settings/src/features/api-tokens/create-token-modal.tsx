import { Alert, Checkbox, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { companyToday, errorMessage, formatLongDate } from 'shared-auth';
import { usePostApiTokensMutation } from './api';
import { dateAfter, EXPIRY_PRESETS, expiresInDays, isAllowedExpiryDate, MAX_EXPIRY_DAYS } from './token-expiry';
import { scopeTextKey, TOKEN_SCOPES } from './token-scopes';
import type { CreatedApiToken, CreateTokenFormValues } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const INITIAL: CreateTokenFormValues = { name: '', scopes: [], expiry: 90 };

interface Props {
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
}

/** Name, scopes and lifetime of a new token; the api's refusal stays in the form. */
export function CreateTokenModal({ onCreated, onCancel }: Props) {
  const t = useSettingsTexts();
  const [form] = Form.useForm<CreateTokenFormValues>();
  const expiry = Form.useWatch('expiry', form);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = usePostApiTokensMutation();
  const today = companyToday();
  const [firstDate, lastDate] = [dateAfter(today, 1), dateAfter(today, MAX_EXPIRY_DAYS)];

  const submit = async (values: CreateTokenFormValues) => {
    setError(null);
    const body = {
      name: values.name.trim(),
      scopes: values.scopes,
      expires_in_days: expiresInDays(values.expiry, values.expiry_date, today),
    };
    try {
      onCreated(await create({ body }).unwrap());
    } catch (err) {
      setError(errorMessage(err, t('apiTokens.createFailed')));
    }
  };

  return (
    <Modal
      open
      title={t('apiTokens.createTitle')}
      okText={t('apiTokens.create')}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<CreateTokenFormValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          name="name"
          label={t('apiTokens.name')}
          rules={[{ required: true, whitespace: true, message: t('apiTokens.nameRequired') }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {/* `required` would put aria-required on the checkbox group, which ARIA does not allow there. */}
        <Form.Item
          name="scopes"
          label={t('apiTokens.scopes')}
          rules={[{ type: 'array', min: 1, message: t('apiTokens.scopesRequired') }]}
        >
          <Checkbox.Group aria-label={t('apiTokens.scopes')}>
            <Flex vertical gap={8}>
              {TOKEN_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  <Typography.Text code>{scope}</Typography.Text> {t(scopeTextKey(scope))}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="expiry" label={t('apiTokens.expires')}>
          <Radio.Group
            aria-label={t('apiTokens.expires')}
            options={[
              ...EXPIRY_PRESETS.map((days) => ({ value: days, label: t('apiTokens.days', { days: String(days) }) })),
              { value: 'date', label: t('apiTokens.onDate') },
            ]}
          />
        </Form.Item>
        {expiry === 'date' && (
          <Form.Item
            name="expiry_date"
            label={t('apiTokens.expiryDate')}
            rules={[
              {
                validator: (_, date?: string) =>
                  date && isAllowedExpiryDate(today, date)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(
                          t('apiTokens.expiryDateRange', {
                            first: formatLongDate(firstDate),
                            last: formatLongDate(lastDate),
                          }),
                        ),
                      ),
              },
            ]}
          >
            <Input type="date" min={firstDate} max={lastDate} />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

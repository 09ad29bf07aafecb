import { Alert, Button, Card, Flex, Form, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { useGetPayrollMappingQuery, usePutPayrollMappingMutation } from './api';
import { ColumnList } from './column-list';
import type { PayrollMapping, PayrollMappingScreen } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const CUSTOM = 'custom';

/** The form, starting from the saved mapping: a preset to start from, the columns in order, how hours read. */
function MappingForm({ screen }: { screen: PayrollMappingScreen }) {
  const t = useSettingsTexts();
  const [save, { isLoading: saving }] = usePutPayrollMappingMutation();
  const [draft, setDraft] = useState<PayrollMapping>(screen.mapping);
  const { notice, clear, succeed, fail } = useNotice();

  const edit = (change: Partial<PayrollMapping>) => {
    clear();
    setDraft((current) => ({ ...current, preset: CUSTOM, ...change }));
  };

  const submit = async () => {
    const blank = draft.columns.findIndex((column) => column.header.trim() === '');
    if (blank >= 0) return fail(t('payroll.blank', { n: String(blank + 1) }));
    try {
      succeed((await save({ body: draft }).unwrap()).message);
    } catch (err) {
      fail(errorMessage(err, t('payroll.saveFailed')));
    }
  };

  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item label={t('payroll.preset')} htmlFor="payroll-preset" extra={t('payroll.presetHint')}>
        <Select
          id="payroll-preset"
          style={{ maxWidth: 320 }}
          value={draft.preset === CUSTOM ? undefined : draft.preset}
          placeholder={t('payroll.custom')}
          onChange={(id) => {
            clear();
            const preset = screen.presets.find((p) => p.id === id);
            if (preset) setDraft(preset.mapping);
          }}
          options={screen.presets.map((preset) => ({ value: preset.id, label: preset.name }))}
        />
      </Form.Item>
      <Form.Item label={t('payroll.format')}>
        <Radio.Group
          aria-label={t('payroll.format')}
          value={draft.duration_format}
          onChange={(event) => edit({ duration_format: event.target.value })}
          options={[
            { value: 'decimal', label: t('payroll.decimal') },
            { value: 'hhmm', label: t('payroll.hhmm') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('payroll.columns')}>
        <ColumnList columns={draft.columns} fields={screen.fields} onChange={(columns) => edit({ columns })} />
      </Form.Item>
      <Flex vertical gap={12}>
        <NoticeBanner notice={notice} onClose={clear} />
        <Flex>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('payroll.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** The admin's mapping of the payroll file, next to the pay periods it is downloaded for. */
export function PayrollMappingCard() {
  const t = useSettingsTexts();
  const { data, error } = useGetPayrollMappingQuery();
  return (
    <Card title={t('payroll.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('payroll.intro')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={errorMessage(error, t('payroll.fetchFailed'))} />}
        {data && <MappingForm screen={data} />}
      </Flex>
    </Card>
  );
}

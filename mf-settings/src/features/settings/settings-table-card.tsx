import { Button, Card, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePutSettingsMutation } from './api';
import { KEYS_EDITED_ELSEWHERE } from './constants';
import { useSettingsTexts } from '../../shared/settings-texts';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { SettingName } from './setting-name';
import type { Notice, Setting } from './types';

export function SettingsTableCard({ settings, loading }: { settings: Setting[]; loading: boolean }) {
  const t = useSettingsTexts();
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [updateSettings, { isLoading: saving }] = usePutSettingsMutation();

  const valueOf = (setting: Setting) => edits[setting.setting_key] ?? setting.setting_value;
  const rows = settings.filter((setting) => !KEYS_EDITED_ELSEWHERE.includes(setting.setting_key));
  const changed = rows.some((setting) => valueOf(setting) !== setting.setting_value);

  const save = async () => {
    setNotice(null);
    try {
      const result = await updateSettings({
        body: settings.map((s) => ({ ...s, setting_value: valueOf(s) })),
      }).unwrap();
      setEdits({});
      setNotice({ type: 'success', text: result?.message || t('settings.updated') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('settings.updateFailed')) });
    }
  };

  const columns: TableColumnsType<Setting> = [
    {
      title: t('settings.setting'),
      key: 'name',
      width: '50%',
      render: (_, s) => <SettingName settingKey={s.setting_key} />,
    },
    {
      title: t('settings.value'),
      key: 'value',
      render: (_, s) => (
        <Input
          aria-label={s.setting_key}
          value={valueOf(s)}
          onChange={(event) => {
            setNotice(null);
            setEdits((current) => ({ ...current, [s.setting_key]: event.target.value }));
          }}
        />
      ),
    },
  ];

  return (
    <Card title={t('settings.title')}>
      <Form component="form" onFinish={save}>
        <ScrollTable<Setting>
          label={t('settings.title')}
          rowKey="setting_key"
          columns={columns}
          dataSource={rows}
          loading={loading}
          emptyText={t('settings.noSettings')}
          style={{ marginBottom: 16 }}
        />
        {/* Next to Save Changes: the table can be taller than the screen. */}
        <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
        <Button type="primary" htmlType="submit" disabled={!changed} loading={saving}>
          {t('actions.saveChanges')}
        </Button>
      </Form>
    </Card>
  );
}

import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { useGetSettingsQuery, usePutSettingsMutation } from './api';
import { WEEKDAYS, WORK_DAYS_KEY } from './constants';
import { useSettingsTexts } from '../../shared/settings-texts';
import { formatWorkDays, parseWorkDays } from './work-days';

const DAY_STYLE = { minHeight: 44, alignItems: 'center' } as const;

/** WORK_DAYS as a checkbox per day; saved through the same PUT /api/settings as the table. */
export function WorkWeekCard() {
  const t = useSettingsTexts();
  const { data: settings = [], isLoading } = useGetSettingsQuery();
  const [updateSettings, { isLoading: saving }] = usePutSettingsMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const stored = settings.find((setting) => setting.setting_key === WORK_DAYS_KEY)?.setting_value ?? '';
  const [edited, setEdited] = useState<string[] | null>(null);
  const days = edited ?? parseWorkDays(stored);
  const changed = formatWorkDays(days) !== stored;

  const save = async () => {
    if (days.length === 0) return fail(t('workWeek.noDay'));
    try {
      const value = formatWorkDays(days);
      const result = await run(() =>
        updateSettings({
          body: settings.map((s) => (s.setting_key === WORK_DAYS_KEY ? { ...s, setting_value: value } : s)),
        }).unwrap(),
      );
      setEdited(null);
      succeed(result?.message || t('settings.updated'));
    } catch (error) {
      fail(errorMessage(error, t('settings.updateFailed')));
    }
  };

  return (
    <Card title={t('workWeek.title')} loading={isLoading}>
      <Flex vertical gap={16} align="flex-start">
        <Typography.Text>{t('workWeek.hint')}</Typography.Text>
        <div role="group" aria-labelledby="work-days-label">
          <Typography.Text strong id="work-days-label" style={{ display: 'block', marginBottom: 8 }}>
            {t('workWeek.label')}
          </Typography.Text>
          <Checkbox.Group
            // A finger-sized row per day (44 px, WCAG 2.5.5) rather than the bare box.
            options={WEEKDAYS.map((day) => ({ label: t(`weekdays.${day}`), value: day, style: DAY_STYLE }))}
            value={days}
            onChange={(next) => {
              clear();
              setEdited(next);
            }}
          />
        </div>
        <NoticeBanner notice={notice} onClose={clear} />
        <Button type="primary" onClick={save} disabled={!changed} loading={saving}>
          {t('actions.saveChanges')}
        </Button>
      </Flex>
    </Card>
  );
}

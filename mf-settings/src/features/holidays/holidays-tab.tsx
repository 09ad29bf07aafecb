import { Alert, Button, Card, Flex, Form, Input, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { companyToday, errorMessage, formatLongDate, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteHolidaysByIdMutation, useGetHolidaysQuery } from './api';
import { YearField } from '../../shared/year-field';
import { HolidayFormModal } from './holiday-form-modal';
import { HolidayImportCard } from './holiday-import-card';
import type { Holiday } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const field = { layout: 'vertical' as const, style: { margin: 0 } };

/** A year of holidays (of one calendar, or all), with add, edit, delete and the imports. */
export function HolidaysTab() {
  const t = useSettingsTexts();
  const [year, setYear] = useState(() => Number(companyToday().slice(0, 4)));
  const [location, setLocation] = useState('');
  const calendar = location.trim();
  const { data, error, isFetching } = useGetHolidaysQuery(calendar ? { year, location: calendar } : { year });
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [remove] = useDeleteHolidaysByIdMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onDelete = async (holiday: Holiday) => {
    try {
      succeed((await run(() => remove({ id: holiday.holiday_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('holidays.deleteFailed')));
    }
  };

  const columns: TableColumnsType<Holiday> = [
    { title: t('holidays.date'), key: 'date', render: (_, h) => formatLongDate(h.holiday_date) },
    { title: t('holidays.name'), key: 'name', render: (_, h) => h.name },
    { title: t('holidays.calendar'), key: 'calendar', render: (_, h) => h.location ?? t('holidays.everyOffice') },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, h) => (
        <Flex gap={8}>
          <Button
            onClick={() => setEditing(h)}
            aria-label={t('holidays.editOne', { name: h.name, date: h.holiday_date })}
          >
            {t('actions.edit')}
          </Button>
          <Popconfirm title={t('holidays.confirmDelete')} okText={t('actions.delete')} onConfirm={() => onDelete(h)}>
            <Button danger aria-label={t('holidays.deleteOne', { name: h.name, date: h.holiday_date })}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={t('holidays.title')}>
        <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
          <YearField id="holidays-year" label={t('holidays.year')} value={year} onChange={setYear} />
          <Form.Item label={t('holidays.calendar')} htmlFor="holidays-calendar" {...field}>
            <Input
              id="holidays-calendar"
              allowClear
              placeholder={t('holidays.allCalendars')}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              style={{ width: 'min(220px, calc(100vw - 96px))' }}
            />
          </Form.Item>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('holidays.add')}
          </Button>
        </Flex>
        {error && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(error, t('holidays.fetchFailed'))}
            style={{ marginBottom: 16 }}
          />
        )}
        <NoticeBanner notice={notice} onClose={clear} />
        <ScrollTable<Holiday>
          label={t('holidays.title')}
          rowKey="holiday_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={t('holidays.none')}
        />
      </Card>
      <HolidayImportCard year={year} location={calendar} />
      {editing && (
        <HolidayFormModal
          holiday={editing === 'new' ? null : editing}
          location={calendar}
          onClose={(saved) => {
            setEditing(null);
            if (saved) succeed(saved);
          }}
        />
      )}
    </Flex>
  );
}

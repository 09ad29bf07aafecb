import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { useImportIcsHolidaysMutation, usePostHolidaysImportMutation } from './api';
import { useSettingsTexts } from '../../shared/settings-texts';

// The api's limits (api/src/modules/holidays: messages.ts and holidays-schemas.ts).
const ICS_MAX_BYTES = 1024 * 1024;
const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;
const REGION_PATTERN = /^[A-Za-z0-9]{1,3}$/;

interface CountryValues {
  country: string;
  region: string;
}

/** A year of a country's public holidays (date-holidays on the api), or an uploaded .ics, into one calendar. */
export function HolidayImportCard({ year, location }: { year: number; location: string }) {
  const t = useSettingsTexts();
  const [importPublic, { isLoading: importing }] = usePostHolidaysImportMutation();
  const [importIcs, { isLoading: uploading }] = useImportIcsHolidaysMutation();
  const [file, setFile] = useState<File | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();

  const onCountry = async ({ country, region }: CountryValues) => {
    try {
      const body = {
        country: country.trim().toUpperCase(),
        year,
        ...(region.trim() ? { region: region.trim().toUpperCase() } : {}),
        ...(location ? { location } : {}),
      };
      succeed((await run(() => importPublic({ body }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('holidays.importFailed')));
    }
  };

  const onIcs = async () => {
    if (!file) return;
    if (file.size > ICS_MAX_BYTES) return fail(t('holidays.icsTooLarge'));
    try {
      succeed((await run(() => importIcs({ file, location: location || null }).unwrap())).message);
      setFile(null);
    } catch (err) {
      fail(errorMessage(err, t('holidays.importFailed')));
    }
  };

  return (
    <Card title={t('holidays.importTitle')}>
      <Flex vertical gap={16}>
        <Typography.Text>
          {t('holidays.importInto', { year: String(year), calendar: location || t('holidays.everyOffice') })}
        </Typography.Text>
        <NoticeBanner notice={notice} onClose={clear} />
        <Form<CountryValues>
          layout="vertical"
          initialValues={{ country: '', region: '' }}
          onFinish={onCountry}
          onValuesChange={clear}
          aria-label={t('holidays.publicHolidays')}
        >
          <Typography.Text strong>{t('holidays.publicHolidays')}</Typography.Text>
          <Flex wrap gap={16} align="flex-start" style={{ marginTop: 8 }}>
            <Form.Item
              name="country"
              label={t('holidays.country')}
              rules={[{ pattern: COUNTRY_PATTERN, required: true, message: t('holidays.countryPattern') }]}
            >
              <Input maxLength={2} style={{ width: 120 }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('holidays.region')}
              rules={[{ pattern: REGION_PATTERN, message: t('holidays.regionPattern') }]}
            >
              <Input maxLength={3} style={{ width: 120 }} autoComplete="off" />
            </Form.Item>
          </Flex>
          <Button htmlType="submit" loading={importing}>
            {t('holidays.importPublic')}
          </Button>
        </Form>
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text strong>{t('holidays.icsFile')}</Typography.Text>
          <Flex wrap gap={8} align="center">
            <Upload
              accept=".ics,text/calendar"
              showUploadList={false}
              beforeUpload={(picked) => {
                setFile(picked);
                clear();
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('holidays.chooseIcs')}</Button>
            </Upload>
            {file && <Typography.Text type="secondary">{file.name}</Typography.Text>}
          </Flex>
          <Button type="primary" onClick={onIcs} disabled={!file} loading={uploading}>
            {t('holidays.uploadIcs')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

import { Button, Card, Form, Input, Typography } from 'antd';
import { errorMessage, useNotice } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import commonEnglish from '../i18n/locales/en.json';
import { NoticeBanner } from './notice-banner';

// The api's rule (POST /api/me/pin, PUT /api/employees/:id/pin), checked here first for a quick answer.
const PIN = /^\d{4,6}$/;

/** The card's English texts (the common catalogue's), which the remotes' tests find it by. */
export const KIOSK_PIN_TEXTS = commonEnglish.kioskPin;

/** Sets a kiosk PIN (the caller's own, or an employee's for an admin): `save` answers the api's message. */
export function KioskPinCard({
  save,
  hasPin,
}: {
  save: (pin: string) => Promise<{ message: string }>;
  hasPin?: boolean;
}) {
  const t = useCommonTexts();
  const [form] = Form.useForm<{ pin: string }>();
  const { notice, clear, succeed, fail, run } = useNotice();
  const onFinish = async ({ pin }: { pin: string }) => {
    try {
      succeed((await run(() => save(pin))).message);
      form.resetFields();
    } catch (err) {
      fail(errorMessage(err, t('kioskPin.failed')));
    }
  };
  return (
    <Card title={t('kioskPin.title')} style={{ maxWidth: 480 }}>
      <NoticeBanner notice={notice} onClose={clear} />
      <Typography.Paragraph>
        {t('kioskPin.hint')} {hasPin !== undefined && (hasPin ? t('kioskPin.isSet') : t('kioskPin.notSet'))}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} onValuesChange={clear} requiredMark={false}>
        <Form.Item
          name="pin"
          label={t('kioskPin.pin')}
          rules={[{ pattern: PIN, required: true, message: t('kioskPin.invalid') }]}
        >
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('kioskPin.save')}
        </Button>
      </Form>
    </Card>
  );
}

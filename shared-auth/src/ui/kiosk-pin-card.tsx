import { Button, Card, Form, Input, Typography } from 'antd';
import { errorMessage } from '../api/error-message';
import { useNotice } from '../notice/use-notice';
import { NoticeBanner } from './notice-banner';

// The api's rule (POST /api/me/pin, PUT /api/employees/:id/pin), checked here first for a quick answer.
const PIN = /^\d{4,6}$/;

export const KIOSK_PIN_TEXTS = {
  title: 'Kiosk PIN',
  hint: 'A kiosk asks for this PIN when it is not sure of a face.',
  pin: 'New PIN',
  invalid: 'PIN must be 4 to 6 digits.',
  save: 'Save PIN',
  failed: 'The PIN could not be saved.',
  isSet: 'A PIN is set.',
  notSet: 'No PIN yet.',
} as const;

/** Sets a kiosk PIN (the caller's own, or an employee's for an admin): `save` answers the api's message. */
export function KioskPinCard({
  save,
  hasPin,
}: {
  save: (pin: string) => Promise<{ message: string }>;
  hasPin?: boolean;
}) {
  const [form] = Form.useForm<{ pin: string }>();
  const { notice, clear, succeed, fail, run } = useNotice();
  const onFinish = async ({ pin }: { pin: string }) => {
    try {
      succeed((await run(() => save(pin))).message);
      form.resetFields();
    } catch (err) {
      fail(errorMessage(err, KIOSK_PIN_TEXTS.failed));
    }
  };
  return (
    <Card title={KIOSK_PIN_TEXTS.title} style={{ maxWidth: 480 }}>
      <NoticeBanner notice={notice} onClose={clear} />
      <Typography.Paragraph>
        {KIOSK_PIN_TEXTS.hint} {hasPin !== undefined && (hasPin ? KIOSK_PIN_TEXTS.isSet : KIOSK_PIN_TEXTS.notSet)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} onValuesChange={clear} requiredMark={false}>
        <Form.Item
          name="pin"
          label={KIOSK_PIN_TEXTS.pin}
          rules={[{ pattern: PIN, required: true, message: KIOSK_PIN_TEXTS.invalid }]}
        >
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {KIOSK_PIN_TEXTS.save}
        </Button>
      </Form>
    </Card>
  );
}

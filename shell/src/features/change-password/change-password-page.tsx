import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { mustChangePassword, useSession } from 'shared-auth';
import { useRedirectAfter } from '../../shared/use-redirect-after';
import { CHANGE_PASSWORD_REDIRECT_MS } from './constants';
import { CHANGE_PASSWORD_MESSAGES as TEXT } from './messages';
import { useChangePassword, type ChangePasswordValues } from './use-change-password';

const required = (message: string) => [{ required: true, message }];

export function ChangePasswordPage() {
  const user = useSession();
  const { submit, isLoading, notice, clearNotice } = useChangePassword();
  const changed = notice?.type === 'success';
  useRedirectAfter('/', CHANGE_PASSWORD_REDIRECT_MS, changed);
  const notices = [
    user && mustChangePassword(user.token) && <Alert key="required" type="info" showIcon title={TEXT.required} />,
    notice && <Alert key="outcome" type={notice.type} showIcon title={notice.text} />,
  ].filter(Boolean);

  return (
    <Card title={TEXT.title} style={{ maxWidth: 480 }}>
      {notices.length > 0 && (
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          {notices}
        </Flex>
      )}
      <Form<ChangePasswordValues>
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearNotice}
        requiredMark={false}
        disabled={changed}
      >
        <Form.Item name="old_password" label={TEXT.oldPassword} rules={required(TEXT.oldPasswordRequired)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label={TEXT.newPassword} rules={required(TEXT.newPasswordRequired)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmation" label={TEXT.confirmPassword} rules={required(TEXT.confirmPasswordRequired)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {TEXT.submit}
        </Button>
      </Form>
    </Card>
  );
}

import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useDispatch } from 'react-redux';
import { errorMessage, mustChangePassword, sessionFromTokens, signedIn, useNotice, useSession } from 'shared-auth';
import { usePostChangePasswordMutation } from '../../generated-api';
import { useRedirectAfter } from '../../shared/use-redirect-after';
import { CHANGE_PASSWORD_MESSAGES } from '../../messages';
import { CHANGE_PASSWORD_REDIRECT_MS } from '../../constants';

const TEXT = CHANGE_PASSWORD_MESSAGES;

interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirmation: string;
}

/** Sends the change unless the confirmation differs; keeps the fresh tokens the api answers with. */
function useChangePassword() {
  const dispatch = useDispatch();
  const user = useSession();
  const [changePassword, { isLoading }] = usePostChangePasswordMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const submit = async ({ old_password, new_password, confirmation }: ChangePasswordValues) => {
    if (new_password !== confirmation) {
      fail(TEXT.mismatch);
      return;
    }
    const result = await run(() => changePassword({ body: { old_password, new_password } }));
    if (result.error) {
      // The api's reason comes first: a wrong old password, a weak one, or the temporary one used again.
      fail(errorMessage(result.error, TEXT.failed, TEXT.unreachable));
      return;
    }
    const { message, access_token, refresh_token } = result.data;
    const session = access_token && refresh_token ? sessionFromTokens(access_token, refresh_token, user?.email) : null;
    if (session) dispatch(signedIn(session));
    succeed(message || TEXT.succeeded);
  };

  return { submit, isLoading, notice, clearNotice: clear };
}

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

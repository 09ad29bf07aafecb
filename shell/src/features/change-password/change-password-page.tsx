import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useDispatch } from 'react-redux';
import {
  ROUTE_LABELS,
  errorMessage,
  mustChangePassword,
  sessionFromTokens,
  signedIn,
  useNotice,
  useSession,
} from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { usePostChangePasswordMutation } from '../../generated-api';
import { useRedirectAfter } from '../../shared/use-redirect-after';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { CHANGE_PASSWORD_REDIRECT_MS } from '../../constants';

interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirmation: string;
}

/** Sends the change unless the confirmation differs; keeps the fresh tokens the api answers with. */
function useChangePassword() {
  const t = useShellTexts();
  const dispatch = useDispatch();
  const user = useSession();
  const [changePassword, { isLoading }] = usePostChangePasswordMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const submit = async ({ old_password, new_password, confirmation }: ChangePasswordValues) => {
    if (new_password !== confirmation) {
      fail(t('changePassword.mismatch'));
      return;
    }
    const result = await run(() => changePassword({ body: { old_password, new_password } }));
    if (result.error) {
      // The api's reason comes first: a wrong old password, a weak one, or the temporary one used again.
      fail(errorMessage(result.error, t('changePassword.failed'), t('changePassword.unreachable')));
      return;
    }
    const { message, access_token, refresh_token } = result.data;
    const session = access_token && refresh_token ? sessionFromTokens(access_token, refresh_token, user?.email) : null;
    if (session) dispatch(signedIn(session));
    succeed(message || t('changePassword.succeeded'));
  };

  return { submit, isLoading, notice, clearNotice: clear };
}

const required = (message: string) => [{ required: true, message }];

export function ChangePasswordPage() {
  const t = useShellTexts();
  const routeLabel = useRouteLabel();
  const user = useSession();
  const { submit, isLoading, notice, clearNotice } = useChangePassword();
  const changed = notice?.type === 'success';
  useRedirectAfter('/', CHANGE_PASSWORD_REDIRECT_MS, changed);
  const notices = [
    user && mustChangePassword(user.token) && (
      <Alert key="required" type="info" showIcon title={t('changePassword.required')} />
    ),
    notice && <Alert key="outcome" type={notice.type} showIcon title={notice.text} />,
  ].filter(Boolean);

  return (
    <Card title={routeLabel(ROUTE_LABELS.changePassword)} style={{ maxWidth: 480 }}>
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
        <Form.Item
          name="old_password"
          label={t('changePassword.oldPassword')}
          rules={required(t('changePassword.oldPasswordRequired'))}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('changePassword.newPassword')}
          rules={required(t('changePassword.newPasswordRequired'))}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmation"
          label={t('changePassword.confirmPassword')}
          rules={required(t('changePassword.confirmPasswordRequired'))}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {t('changePassword.submit')}
        </Button>
      </Form>
    </Card>
  );
}

import { Alert, Button, Card, Form, Input } from 'antd';
import type { Credentials, ErrorResponse, TokenPair } from 'api-contract';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { apiUrl, signIn, type AppDispatch } from 'shared-auth';

// Spec section 8, login.
const LOGIN_FAILED = 'Login failed.';
const LOGIN_ERROR = 'An error occurred during login.';

/** POST /api/login; throws an Error whose message is the text to show. */
async function requestLogin(email: string, password: string): Promise<TokenPair> {
  let response: Response;
  try {
    response = await fetch(apiUrl('login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(LOGIN_ERROR);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<TokenPair & ErrorResponse>;
  if (!response.ok || !body.access_token || !body.refresh_token) throw new Error(body.error || LOGIN_FAILED);
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}

export function SignInForm({ title }: { title: string }) {
  const dispatch = useDispatch<AppDispatch>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async ({ email, password }: Credentials) => {
    setPending(true);
    setError(null);
    try {
      const tokens = await requestLogin(email, password);
      if (!dispatch(signIn(tokens, email))) setError(LOGIN_FAILED);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={`${title}: sign in`} style={{ maxWidth: 400, margin: '64px auto' }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}

import { Form, Input } from 'antd';
import { errorMessage } from 'shared-auth';
import { LEAVE_MESSAGES, LEAVE_TEXTS } from '../../shared/messages';
import { useGetManagerEmailQuery } from './api';

/** Who will decide first: read only, the api routes the request. */
export function ManagerEmailField() {
  const { data, error, isLoading } = useGetManagerEmailQuery();
  const note = error
    ? errorMessage(error, LEAVE_MESSAGES.generalError)
    : data?.manager_email
      ? undefined
      : data?.message;
  return (
    <Form.Item label="Manager's Email" htmlFor="manager_email" extra={note}>
      <Input
        id="manager_email"
        readOnly
        variant="filled"
        value={data?.manager_email ?? ''}
        placeholder={isLoading ? 'Loading...' : LEAVE_TEXTS.noManager}
      />
    </Form.Item>
  );
}

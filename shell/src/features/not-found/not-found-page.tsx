import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';
import { NOT_FOUND_MESSAGES } from '../../messages';

const TEXT = NOT_FOUND_MESSAGES;

export function NotFoundPage() {
  return (
    <AntdRoot>
      <Result
        status="404"
        title={TEXT.title}
        subTitle={TEXT.subtitle}
        extra={
          <Link to="/">
            <Button type="primary">{TEXT.home}</Button>
          </Link>
        }
      />
    </AntdRoot>
  );
}

import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';

export const NOT_FOUND_MESSAGES = {
  title: '404 - Page Not Found',
  subtitle: 'The page you are looking for does not exist or has been moved.',
  home: 'Back to Home',
} as const;
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

import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

/** Inside AntdRoot: its texts wait for the language's catalogue, antd's locale with them. */
export function NotFoundPage() {
  return (
    <AntdRoot>
      <NotFoundResult />
    </AntdRoot>
  );
}

function NotFoundResult() {
  const t = useShellTexts();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}

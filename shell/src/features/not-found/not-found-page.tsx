import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { useSignedInLanguage } from '../../shared/use-signed-in-language';

/**
 * Outside the layout, so it asks for the person's language itself (opened straight after sign-in, the page would
 * otherwise stay in the device's). Inside AntdRoot: its texts wait for the language's catalogue, antd's locale with them.
 */
export function NotFoundPage() {
  useSignedInLanguage();
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

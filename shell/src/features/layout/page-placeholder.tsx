import { Card, Flex, Skeleton, Typography } from 'antd';
import { matchPath, useLocation } from 'react-router-dom';
import type { StoredSession } from 'shared-auth';
import { PageSpinner } from '../../shared/page-spinner';
import { screenHeadings, useScreensOf } from './prepaint-snapshot';

/**
 * A screen of the frame while its code loads: the heading it will show, at its size and place (as the pre-paint of
 * index.html drew it), over a skeleton; a screen without a known heading gets the spinner.
 */
export function PagePlaceholder({ user }: { user: StoredSession }) {
  const screens = useScreensOf(user);
  const { pathname } = useLocation();
  const page = screenHeadings(screens).find((screen) => matchPath(`/${screen.path}`, pathname));
  if (!page) return <PageSpinner />;
  return (
    <Flex vertical gap={page.layout === 'home' ? 16 : 24} aria-busy="true">
      <Typography.Title level={page.level} style={{ margin: 0 }}>
        {page.heading}
      </Typography.Title>
      <Card aria-hidden="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </Flex>
  );
}

import { Flex, Typography } from 'antd';
import { matchPath, useLocation } from 'react-router-dom';
import type { StoredSession } from 'shared-auth';
import { PageSpinner } from '../../shared/page-spinner';
import { SkeletonBlocks } from '../../shared/skeleton-blocks';
import { screenHeadings, useScreensOf } from './prepaint-snapshot';

/**
 * A screen of the frame while its code loads: the heading it will show and the skeleton under it, at their size and
 * place (as the pre-paint of index.html drew them); a screen without a known heading gets the spinner.
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
      <SkeletonBlocks layout={page.layout} />
    </Flex>
  );
}

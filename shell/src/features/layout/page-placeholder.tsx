import { matchPath, useLocation } from 'react-router-dom';
import type { StoredSession } from 'shared-auth';
import { PageSpinner } from '../../shared/page-spinner';
import { SkeletonBlocks } from '../../shared/skeleton-blocks';
import { screenHeadings, useScreensOf } from './prepaint-snapshot';

/**
 * A screen of the frame while its code loads: the heading it will show and the skeleton under it, at their size and
 * place (as the pre-paint of index.html drew them); a screen without a known heading gets the spinner. Plain elements
 * in antd's classes (the build's stylesheet), as the screen's `Flex` and `Typography.Title` render them: the page that
 * replaces them unmounts no antd component (its style and token hooks, the title's resize observer and measurer).
 */
export function PagePlaceholder({ user }: { user: StoredSession }) {
  const screens = useScreensOf(user);
  const { pathname } = useLocation();
  const page = screenHeadings(screens).find((screen) => matchPath(`/${screen.path}`, pathname));
  if (!page) return <PageSpinner />;
  const Heading = page.level === 2 ? 'h2' : 'h3';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: page.layout === 'home' ? 16 : 24 }} aria-busy="true">
      <Heading className="ant-typography" style={{ margin: 0 }}>
        {page.heading}
      </Heading>
      <SkeletonBlocks layout={page.layout} />
    </div>
  );
}

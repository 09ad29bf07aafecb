import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { CompanyBrand } from './company-brand';
import { HEADER_HEIGHT, PAGE_PADDING } from './constants';

/** The bar across the top: an optional menu button, the company (logo and name), and the account action. */
export function TopBar({ start, end, compact }: { start?: ReactNode; end: ReactNode; compact: boolean }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: compact ? PAGE_PADDING.phone : PAGE_PADDING.desktop,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {start}
      <CompanyBrand />
      <Flex flex="none">{end}</Flex>
    </Layout.Header>
  );
}

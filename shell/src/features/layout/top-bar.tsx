import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { logoUrl } from 'shared-auth';
import { useBranding } from '../../shared/branding';
import { HEADER_HEIGHT, PAGE_PADDING, TOUCH_TARGET } from '../../constants';
import { SingleLineText } from './single-line-text';

/** The company's logo from the settings, and its name beside it (shortened with an ellipsis when space is short). */
function CompanyBrand() {
  const { data } = useBranding();
  const name = data?.company_name ?? '';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, flex: '1 1 auto' }}>
      {data?.logo_path && (
        <img
          src={logoUrl(data.logo_path)}
          alt=""
          style={{ maxHeight: HEADER_HEIGHT - 24, maxWidth: 120, objectFit: 'contain', flex: 'none' }}
        />
      )}
      <SingleLineText style={{ fontSize: 16 }} title={name}>
        <strong>{name}</strong>
      </SingleLineText>
    </div>
  );
}

/** An icon-only button of the top bar, 44 px square; `label` is its accessible name (nothing visible to differ from). */
export function MenuButton(props: { label: string; icon: ReactNode; onClick: () => void; expanded?: boolean }) {
  return (
    <Button
      type="text"
      aria-label={props.label}
      aria-expanded={props.expanded}
      icon={props.icon}
      onClick={props.onClick}
      style={{ width: TOUCH_TARGET, height: TOUCH_TARGET, flex: 'none' }}
    />
  );
}

/** The bar across the top: an optional menu button, the company (logo and name), and the account action. */
export function TopBar({ start, end, compact }: { start?: ReactNode; end: ReactNode; compact: boolean }) {
  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: compact ? PAGE_PADDING.phone : PAGE_PADDING.desktop,
        // The theme's CSS variables (the header carries their class), not its token: no token hook in the frame.
        background: 'var(--ant-color-bg-container)',
        borderBottom: '1px solid var(--ant-color-border-secondary)',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {start}
      <CompanyBrand />
      <div style={{ display: 'flex', flex: 'none' }}>{end}</div>
    </Layout.Header>
  );
}

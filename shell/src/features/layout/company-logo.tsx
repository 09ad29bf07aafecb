import { Typography } from 'antd';
import { logoUrl } from 'shared-auth';
import { useGetBrandingQuery } from '../../shared/branding/api';
import { HEADER_HEIGHT } from './constants';

/** The company logo from the settings, or the company name (its initial when the sidebar is collapsed). */
export function CompanyLogo({ collapsed }: { collapsed: boolean }) {
  const { data } = useGetBrandingQuery();
  const name = data?.company_name ?? '';
  return (
    <div
      style={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '8px 12px',
      }}
    >
      {data?.logo_path ? (
        <img
          src={logoUrl(data.logo_path)}
          alt={name}
          style={{ maxWidth: '100%', maxHeight: HEADER_HEIGHT - 16, objectFit: 'contain' }}
        />
      ) : (
        <Typography.Text strong ellipsis style={{ fontSize: collapsed ? 20 : 16 }} title={name}>
          {collapsed ? name.charAt(0) : name}
        </Typography.Text>
      )}
    </div>
  );
}

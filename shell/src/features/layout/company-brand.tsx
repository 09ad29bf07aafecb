import { Flex, Typography } from 'antd';
import { logoUrl } from 'shared-auth';
import { useGetBrandingQuery } from '../../shared/branding/api';
import { HEADER_HEIGHT } from './constants';

/** The company's logo from the settings, and its name beside it (shortened with an ellipsis when space is short). */
export function CompanyBrand() {
  const { data } = useGetBrandingQuery();
  const name = data?.company_name ?? '';
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0, flex: '1 1 auto' }}>
      {data?.logo_path && (
        <img
          src={logoUrl(data.logo_path)}
          alt=""
          style={{ maxHeight: HEADER_HEIGHT - 24, maxWidth: 120, objectFit: 'contain', flex: 'none' }}
        />
      )}
      <Typography.Text strong ellipsis style={{ fontSize: 16 }} title={name}>
        {name}
      </Typography.Text>
    </Flex>
  );
}

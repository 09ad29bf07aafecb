import { logoUrl } from 'shared-auth';
import { useGetBrandingQuery } from '../branding/api';

/** The company's logo, or its name while there is no logo. */
export function CompanyHeader() {
  const { data } = useGetBrandingQuery();
  return (
    <div className="pp-company">
      {data?.logo_path ? <img src={logoUrl(data.logo_path)} alt={data.company_name} /> : data?.company_name}
    </div>
  );
}

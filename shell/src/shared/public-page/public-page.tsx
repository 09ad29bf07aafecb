import type { ReactNode } from 'react';
import { logoUrl } from 'shared-auth';
import { useGetBrandingQuery } from '../branding';
import { PRODUCT_NAME } from '../theme';
import { PUBLIC_PAGE_CSS } from './public-page-styles';
import { LanguageSelect } from './language-select';
import { usePublicTexts } from './public-texts';

/** The company's logo, or its name while there is no logo. */
function CompanyHeader() {
  const { data } = useGetBrandingQuery();
  return (
    <div className="pp-company">
      {data?.logo_path ? <img src={logoUrl(data.logo_path)} alt={data.company_name} /> : data?.company_name}
    </div>
  );
}

const FEATURES = ['faceAndLocation', 'leaveApproval', 'reports'] as const;

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Frame of the pages before sign-in: product panel on the left, the form card on the right. */
export function PublicPage({ title, subtitle, children }: Props) {
  const t = usePublicTexts();
  return (
    <div className="pp">
      <style href="public-page" precedence="default">
        {PUBLIC_PAGE_CSS}
      </style>
      <aside className="pp-brand">
        <div className="pp-product">
          <span className="pp-mark" aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 20 20">
              <path
                d="M4 10.5l4 4L16 6"
                stroke="#fff"
                strokeWidth="2.4"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          {PRODUCT_NAME}
        </div>
        <div>
          <h1>{t('publicPage.headline')}</h1>
          <p>{t('publicPage.intro')}</p>
          <ul className="pp-features">
            {FEATURES.map((feature) => (
              <li key={feature}>{t(`publicPage.features.${feature}`)}</li>
            ))}
          </ul>
        </div>
        <div className="pp-legal">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </div>
      </aside>
      <main className="pp-main">
        <div className="pp-card">
          <LanguageSelect />
          <CompanyHeader />
          <h2 className="pp-title">{title}</h2>
          {subtitle && <p className="pp-subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}

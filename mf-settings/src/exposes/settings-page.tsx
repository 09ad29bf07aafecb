import { Flex, Form, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { usePhone } from 'shared-auth/ui';
import { ApiTokensCard } from '../features/api-tokens/api-tokens-card';
import { KiosksTab } from '../features/kiosks/kiosks-tab';
import { HolidaysTab } from '../features/holidays/holidays-tab';
import { LeaveBalancesTab } from '../features/leave-balances/leave-balances-tab';
import { LeavePoliciesTab } from '../features/leave-policies/leave-policies-tab';
import { PayPeriodsTab } from '../features/pay-periods/pay-periods-tab';
import { PayrollMappingCard } from '../features/payroll-export/payroll-mapping-card';
import { SystemSettings } from '../features/settings/system-settings';
import { WorkWeekCard } from '../features/settings/work-week-card';
import { WebhooksCard } from '../features/webhooks/webhooks-card';
import { useSettingsTexts } from '../shared/settings-texts';
import { SETTINGS_SECTIONS, type Section } from './settings-tabs';

const CONTENT: Record<Section, () => React.ReactElement> = {
  system: () => <SystemSettings />,
  workWeek: () => <WorkWeekCard />,
  leavePolicies: () => <LeavePoliciesTab />,
  holidays: () => <HolidaysTab />,
  payPeriods: () => <PayPeriodsTab />,
  payrollExport: () => <PayrollMappingCard />,
  leaveBalances: () => <LeaveBalancesTab />,
  kiosks: () => <KiosksTab />,
  integrations: () => (
    <Flex vertical gap={16}>
      <ApiTokensCard />
      <WebhooksCard />
    </Flex>
  ),
};
/**
 * The admin's settings, one section per area; only the open one is rendered, so only its data is fetched. On a
 * phone the tabs do not fit the width (antd hides the rest behind a menu): a select picks the section there.
 */
function SettingsPage() {
  const [section, setSection] = useState<Section>('system');
  const phone = usePhone();
  const t = useSettingsTexts();
  const routeLabel = useRouteLabel();

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.settings)}
      </Typography.Title>
      {phone ? (
        <>
          <Form.Item label={t('page.section')} htmlFor="settings-section" layout="vertical" style={{ margin: 0 }}>
            <Select
              id="settings-section"
              value={section}
              onChange={setSection}
              options={SETTINGS_SECTIONS.map((key) => ({ value: key, label: t(`page.tabs.${key}`) }))}
            />
          </Form.Item>
          {CONTENT[section]()}
        </>
      ) : (
        <Tabs
          destroyOnHidden
          activeKey={section}
          onChange={(key) => setSection(key as Section)}
          items={SETTINGS_SECTIONS.map((key) => ({ key, label: t(`page.tabs.${key}`), children: CONTENT[key]() }))}
        />
      )}
    </Flex>
  );
}

export default SettingsPage;

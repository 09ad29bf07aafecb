import { Flex, Tabs, Typography } from 'antd';
import { ROUTE_LABELS } from 'shared-auth';
import { HolidaysTab } from '../features/holidays/holidays-tab';
import { LeaveBalancesTab } from '../features/leave-balances/leave-balances-tab';
import { LeavePoliciesTab } from '../features/leave-policies/leave-policies-tab';
import { SystemSettings } from '../features/settings/system-settings';
import { WorkWeekCard } from '../features/settings/work-week-card';
import { SETTINGS_TABS } from './settings-tabs';

/** The admin's settings, one tab per area; only the open tab is rendered, so only its data is fetched. */
function SettingsPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.settings}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'system', label: SETTINGS_TABS.system, children: <SystemSettings /> },
          { key: 'work-week', label: SETTINGS_TABS.workWeek, children: <WorkWeekCard /> },
          { key: 'leave-policies', label: SETTINGS_TABS.leavePolicies, children: <LeavePoliciesTab /> },
          { key: 'holidays', label: SETTINGS_TABS.holidays, children: <HolidaysTab /> },
          { key: 'leave-balances', label: SETTINGS_TABS.leaveBalances, children: <LeaveBalancesTab /> },
        ]}
      />
    </Flex>
  );
}

export default SettingsPage;

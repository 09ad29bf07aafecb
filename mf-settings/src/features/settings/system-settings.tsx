import { Alert, Button, Flex } from 'antd';
import { errorMessage, shownQueryState } from 'shared-auth';
import { useGetSettingsQuery } from './api';
import { LOGO_SETTING_KEY } from './constants';
import { LogoCard } from './logo-card';
import { useSettingsTexts } from '../../shared/settings-texts';
import { SettingsTableCard } from './settings-table-card';
import type { Setting } from './types';

const NO_SETTINGS: Setting[] = [];

/** The logo and the settings table: the first tab of the settings page. */
export function SystemSettings() {
  const t = useSettingsTexts();
  const { data, error, isLoading, isFetching, refetch } = useGetSettingsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const settings = data ?? NO_SETTINGS;
  const logoPath = settings.find((setting) => setting.setting_key === LOGO_SETTING_KEY)?.setting_value ?? '';

  return (
    <Flex vertical gap={24}>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('settings.fetchFailed'))}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
      {(data || isLoading) && (
        <>
          <LogoCard logoPath={logoPath} loading={isLoading} />
          <SettingsTableCard settings={settings} loading={isLoading} />
        </>
      )}
    </Flex>
  );
}

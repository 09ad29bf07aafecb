import { GlobalOutlined, LockOutlined, LogoutOutlined, MailOutlined } from '@ant-design/icons';
import { Dropdown, Space, type MenuProps } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  setLanguage,
  useLanguage,
  type Language,
  type StoredSession,
} from 'shared-auth';
import { usePutMePreferencesMutation } from '../../generated-api';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { useLogout } from './use-logout';

/** Switches the page at once and keeps the choice as the person's own (GET/PUT /api/me/preferences). */
function useChooseLanguage(): (language: Language) => void {
  const [save] = usePutMePreferencesMutation();
  return (language) => {
    void setLanguage(language, { remember: true });
    void save({ body: { language } });
  };
}

const LANGUAGE_KEY = 'language:';

/**
 * The user menu around its button (`trigger`): the email, the languages, Change Password and Logout. It comes with
 * the first tap on the button and opens at once; the button it replaces had the focus, so this one takes it.
 */
export function UserMenuDropdown({ user, trigger }: { user: StoredSession; trigger: ReactElement }) {
  const t = useShellTexts();
  const logout = useLogout();
  const chooseLanguage = useChooseLanguage();
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => anchor.current?.querySelector('button')?.focus(), []);
  const items: MenuProps['items'] = [
    { key: 'email', icon: <MailOutlined />, label: user.email, disabled: true },
    { type: 'divider' },
    // A group, not a submenu: a finger on a phone cannot hover.
    {
      type: 'group',
      key: 'language',
      label: (
        <Space size={6}>
          <GlobalOutlined aria-hidden />
          {t('layout.language')}
        </Space>
      ),
      children: LANGUAGES.map((option) => ({
        key: `${LANGUAGE_KEY}${option}`,
        label: <span lang={option}>{LANGUAGE_NAMES[option]}</span>,
        disabled: option === language,
      })),
    },
    { type: 'divider' },
    {
      key: 'change-password',
      icon: <LockOutlined />,
      label: <Link to="/change_password">{t('layout.changePassword')}</Link>,
    },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    const chosen = key.startsWith(LANGUAGE_KEY) ? key.slice(LANGUAGE_KEY.length) : undefined;
    if (isLanguage(chosen)) chooseLanguage(chosen);
  };
  return (
    <span ref={anchor} style={{ display: 'contents' }}>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
      >
        {trigger}
      </Dropdown>
    </span>
  );
}

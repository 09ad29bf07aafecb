import {
  DownOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, Typography, type MenuProps } from 'antd';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  setLanguage,
  signOut,
  useLanguage,
  type AppDispatch,
  type Language,
  type StoredSession,
} from 'shared-auth';
import { usePutMePreferencesMutation } from '../../generated-api';
import { BRAND_COLOR } from '../../shared/theme';
import { TOUCH_TARGET } from '../../constants';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

/** Ends the session and goes to the sign-in page. */
function useLogout(): () => void {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return () => {
    dispatch(signOut());
    navigate('/login', { replace: true });
  };
}

/** Switches the page at once and keeps the choice as the person's own (GET/PUT /api/me/preferences). */
function useChooseLanguage(): (language: Language) => void {
  const [save] = usePutMePreferencesMutation();
  return (language) => {
    void setLanguage(language, { remember: true });
    void save({ body: { language } });
  };
}

const LANGUAGE_KEY = 'language:';

/** Top bar: the user's full name (the button's name too) opens their email, Change Password and Logout. */
export function UserMenu({ user, compact }: { user: StoredSession; compact: boolean }) {
  const t = useShellTexts();
  const logout = useLogout();
  const chooseLanguage = useChooseLanguage();
  const language = useLanguage();
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
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ height: TOUCH_TARGET, paddingInline: 8, maxWidth: compact ? 160 : 280 }}>
        <Space size={8} style={{ minWidth: 0 }}>
          <Avatar
            size="small"
            icon={<UserOutlined aria-hidden />}
            style={{ backgroundColor: BRAND_COLOR, flex: 'none' }}
          />
          <Typography.Text ellipsis style={{ maxWidth: compact ? 88 : 200 }}>
            {user.fullName}
          </Typography.Text>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}

/** The way out while a password change is due and the user menu is not shown. */
export function LogoutButton() {
  const t = useShellTexts();
  const logout = useLogout();
  return (
    <Button type="text" icon={<LogoutOutlined aria-hidden />} onClick={logout} style={{ height: TOUCH_TARGET }}>
      {t('layout.logout')}
    </Button>
  );
}

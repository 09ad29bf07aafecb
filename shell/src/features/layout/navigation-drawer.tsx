import { Drawer } from 'antd';
import { textDirection, useLanguage, type Role } from 'shared-auth';
import { DRAWER_WIDTH } from '../../constants';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { SidebarMenu } from './sidebar-menu';

/** The phone's menu: the sidebar's entries in a drawer; `onClose` runs when it closes or an entry is chosen. */
export function NavigationDrawer({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const t = useShellTexts();
  const language = useLanguage();
  return (
    <Drawer
      // The menu comes from the side the page's text starts at (the right in Arabic).
      placement={textDirection(language) === 'rtl' ? 'right' : 'left'}
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      styles={{ body: { padding: 0 } }}
      // A closed menu leaves the page, so nothing behind the drawer stays reachable by keyboard or screen reader.
      destroyOnHidden
      title={t('layout.mainNavigation')}
    >
      <SidebarMenu role={role} onNavigate={onClose} />
    </Drawer>
  );
}

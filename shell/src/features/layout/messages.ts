export const LAYOUT_MESSAGES = {
  changePassword: 'Change Password',
  logout: 'Logout',
  openMenu: 'Open menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  mainNavigation: 'Main navigation',
} as const;

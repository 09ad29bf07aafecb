export const LAYOUT_MESSAGES = {
  changePassword: 'Change Password',
  logout: 'Logout',
  userMenu: 'Account menu',
} as const;

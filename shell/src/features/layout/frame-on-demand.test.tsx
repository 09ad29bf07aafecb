import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/viewport';
import english from '../../locales/en.json';

// Issue 26: the first screen evaluates only what it shows. The phone's drawer and the user menu (antd's Drawer and
// Dropdown, the menu's icons and calls) come with the tap that opens them: these record when their code is loaded.
const mockLoaded: string[] = [];
jest.mock('./navigation-drawer', () => {
  mockLoaded.push('navigation drawer');
  return jest.requireActual('./navigation-drawer');
});
jest.mock('./user-menu-dropdown', () => {
  mockLoaded.push('user menu');
  return jest.requireActual('./user-menu-dropdown');
});

it("loads the phone's menu drawer and the user menu when first opened, not with the frame", async () => {
  setViewportWidth(390);
  stubApi();
  const session = signInAs('employee');
  await renderApp('/');
  expect(await screen.findByText('Welcome, Test employee')).toBeInTheDocument();
  expect(mockLoaded).toEqual([]);

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: english.layout.openMenu }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(mockLoaded).toEqual(['navigation drawer']);

  await user.keyboard('{Escape}');
  const opener = screen.getByRole('button', { name: 'Test employee' });
  await user.click(opener);
  expect(await screen.findByRole('menuitem', { name: new RegExp(session.email) })).toBeInTheDocument();
  expect(mockLoaded).toEqual(['navigation drawer', 'user menu']);
  // The button the menu came around keeps the focus, as a keyboard user left it.
  expect(screen.getByRole('button', { name: 'Test employee' })).toHaveFocus();
});

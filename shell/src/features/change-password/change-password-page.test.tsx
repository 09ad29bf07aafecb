import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from 'shared-auth';
import { calledRoutes, fakeToken } from 'shared-auth/testing';
import { currentPath, renderApp, signInAs, stubApi } from '../../testing/render-app';
import { CHANGE_PASSWORD_REDIRECT_MS } from '../../constants';
import english from '../../locales/en.json';

const TEXT = english.changePassword;

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirmation: string) {
  const oldField = await screen.findByLabelText(TEXT.oldPassword);
  if (old) await user.type(oldField, old);
  if (next) await user.type(screen.getByLabelText(TEXT.newPassword), next);
  if (confirmation) await user.type(screen.getByLabelText(TEXT.confirmPassword), confirmation);
  await user.click(screen.getByRole('button', { name: TEXT.submit }));
}

describe('change password page', () => {
  it('requires all three fields', async () => {
    const api = stubApi();
    signInAs('employee');
    await renderApp('/change_password');
    await fill(userEvent.setup(), '', '', '');
    expect(await screen.findByText(TEXT.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(TEXT.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(TEXT.confirmPasswordRequired)).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/change_password');
  });

  it('sends nothing when the confirmation differs', async () => {
    const api = stubApi();
    signInAs('employee');
    await renderApp('/change_password');
    await fill(userEvent.setup(), 'Demo#2026', 'New#Pass2026', 'Other#Pass2026');
    expect(await screen.findByText('New password and confirmation do not match.')).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/change_password');
  });

  it('shows the server error', async () => {
    stubApi({ 'POST /api/change_password': { status: 400, body: { error: 'Old password is incorrect.' } } });
    signInAs('employee');
    await renderApp('/change_password');
    await fill(userEvent.setup(), 'wrong', 'New#Pass2026', 'New#Pass2026');
    expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
  });

  it("shows the api's refusal of the temporary password, until the form changes", async () => {
    const refusal = 'The new password must differ from the temporary one.';
    stubApi({ 'POST /api/change_password': { status: 400, body: { error: refusal } } });
    signInAs('employee', { must_change_password: true });
    await renderApp('/change_password');
    const user = userEvent.setup();
    await fill(user, 'Temp#1234', 'Temp#1234', 'Temp#1234');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.type(screen.getByLabelText(TEXT.newPassword), 'X');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('keeps the fresh tokens and goes home after 2000 ms', async () => {
    jest.useFakeTimers();
    const fresh = {
      access_token: fakeToken({ full_name: 'Test employee', role: 'employee' }),
      refresh_token: 'refresh-fresh',
    };
    stubApi({ 'POST /api/change_password': { body: { message: 'Password changed successfully.', ...fresh } } });
    signInAs('employee', { must_change_password: true });
    await renderApp('/change_password');
    await fill(
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
      'Temp#1234',
      'New#Pass2026',
      'New#Pass2026',
    );

    expect(await screen.findByText(TEXT.succeeded)).toBeInTheDocument();
    expect(store.getState().session.user).toMatchObject({ token: fresh.access_token, refreshToken: 'refresh-fresh' });
    await act(() => jest.advanceTimersByTimeAsync(CHANGE_PASSWORD_REDIRECT_MS - 10));
    expect(currentPath()).toBe('/change_password');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(currentPath()).toBe('/');
    expect(CHANGE_PASSWORD_REDIRECT_MS).toBe(2000);
  });
});

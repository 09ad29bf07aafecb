import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes } from 'shared-auth/testing';
import { currentPath, renderApp, stubApi } from '../../testing/render-app';
import { RESET_REDIRECT_MS } from '../../constants';
import publicEnglish from '../../locales/public/en.json';

const TEXT = publicEnglish.resetPassword;

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(screen.getByLabelText(TEXT.newPassword), password);
  await user.type(screen.getByLabelText(TEXT.confirmPassword), confirmation);
  await user.click(screen.getByRole('button', { name: TEXT.submit }));
}

describe('reset password page', () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    stubApi();
    await renderApp('/reset_password');
    expect(screen.getByText('Invalid Password Reset Link')).toBeInTheDocument();
    expect(screen.getByText(/check your email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.invalidLinkAction })).toHaveAttribute('href', '/forgot_password');
  });

  it('sends nothing when the passwords differ', async () => {
    const api = stubApi();
    await renderApp('/reset_password?token=abc');
    await submit(userEvent.setup(), 'New#Pass2026', 'Other#Pass2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calledRoutes(api)).not.toContain('POST /api/reset_password');
  });

  it('shows the server error, else the spec text', async () => {
    stubApi({ 'POST /api/reset_password': { status: 400, body: {} } });
    await renderApp('/reset_password?token=abc');
    await submit(userEvent.setup(), 'New#Pass2026', 'New#Pass2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset password failed.');
    await userEvent.setup().type(screen.getByLabelText(TEXT.confirmPassword), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets with the token, then goes to /login after 3000 ms', async () => {
    jest.useFakeTimers();
    const api = stubApi({
      'POST /api/reset_password': async (request) =>
        JSON.stringify(await request.json()) === '{"token":"abc","new_password":"New#Pass2026"}'
          ? { body: { message: 'Password reset successful.' } }
          : { status: 400, body: { error: 'Unexpected body' } },
    });
    await renderApp('/reset_password?token=abc');
    await submit(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), 'New#Pass2026', 'New#Pass2026');
    expect(await screen.findByText('Password reset successful.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 10));
    expect(currentPath()).toBe('/reset_password?token=abc');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(currentPath()).toBe('/login');
    expect(calledRoutes(api)).toContain('POST /api/reset_password');
  });
});

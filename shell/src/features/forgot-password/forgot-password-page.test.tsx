import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes } from 'shared-auth/testing';
import { currentPath, renderApp, stubApi } from '../../testing/render-app';
import publicEnglish from '../../locales/public/en.json';

const TEXT = publicEnglish.forgotPassword;

describe('forgot password page', () => {
  it('requires the email', async () => {
    const api = stubApi();
    await renderApp('/forgot_password');
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.submit }));
    expect(screen.getByText(TEXT.emailRequired)).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/forgot_password');
  });

  it('shows the server message', async () => {
    stubApi({
      'POST /api/forgot_password': { body: { message: 'If an account exists, a reset link has been sent.' } },
    });
    await renderApp('/forgot_password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TEXT.email), 'ada@acme.example');
    await user.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists, a reset link has been sent.');

    // The message answers that request only: editing the address starts the next one.
    await user.type(screen.getByLabelText(TEXT.email), 'x');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes back to login', async () => {
    stubApi();
    await renderApp('/forgot_password');
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.backToLogin }));
    expect(currentPath()).toBe('/login');
  });
});

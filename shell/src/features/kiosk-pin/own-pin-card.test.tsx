import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KIOSK_PIN_TEXTS as TEXT } from 'shared-auth/ui';
import { calledRoutes } from 'shared-auth/testing';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';

describe('the kiosk PIN on the account page', () => {
  it('lets an employee set their own PIN of 4 to 6 digits', async () => {
    const api = stubApi({
      'GET /api/me/pin': { body: { has_pin: false } },
      'PUT /api/me/pin': { body: { message: 'PIN saved.' } },
    });
    signInAs('employee');
    await renderApp('/change_password');
    expect(await screen.findByText(new RegExp(TEXT.notSet))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TEXT.pin), '12a');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(TEXT.invalid)).toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('PUT /api/me/pin');

    await user.clear(screen.getByLabelText(TEXT.pin));
    await user.type(screen.getByLabelText(TEXT.pin), '482913');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText('PIN saved.')).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('PUT /api/me/pin');
  });

  it('is not offered before a required password change', async () => {
    stubApi();
    signInAs('employee', { must_change_password: true });
    await renderApp('/change_password');
    expect(await screen.findByText('Your password must be changed before you can continue.')).toBeInTheDocument();
    expect(screen.queryByText(TEXT.title)).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { baseApi, setLanguage, store } from 'shared-auth';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { i18n } from 'shared-auth/i18n';
import { KIOSK_CAPTURE_INTERVAL_MS, KIOSK_RESULT_SHOWN_MS } from './constants';
import { kioskCredential } from './kiosk-credential';
import { KioskPage } from './kiosk-page';
import english from '../../locales/en.json';
import german from '../../locales/de.json';

const T = english.kiosk;

jest.mock('react-webcam', () => jest.requireActual('../attendance/fake-webcam'));

const KIOSK = { kiosk_id: 3, name: 'Lobby', location_name: 'Acme London HQ' };
const EMMA = {
  result: 'identified',
  employee_id: 7,
  first_name: 'Emma',
  state: 'not_clocked_in',
  language: 'en',
  message: 'Hello, Emma!',
};
const nextFrame = { timeout: KIOSK_CAPTURE_INTERVAL_MS * 2 };

function renderKiosk() {
  store.dispatch(baseApi.util.resetApiState());
  return render(
    <Provider store={store}>
      <KioskPage />
    </Provider>,
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
  jest.restoreAllMocks();
  kioskCredential.clear();
});

it('pairs with the code from Settings and keeps the credential for the kiosk calls', async () => {
  const api = stubFetch({
    'POST /api/kiosk/pair': { body: { credential: 'secret-credential', ...KIOSK } },
    'GET /api/kiosk/me': (request) =>
      request.headers.get('Authorization') === 'Kiosk secret-credential'
        ? { body: KIOSK }
        : { status: 401, body: { error: 'This kiosk is not paired.', code: 'kiosk.missing_credential' } },
    'POST /api/kiosk/identify': {
      body: { result: 'not_recognised', reason: 'no_match', message: 'Face not recognised. Please try again.' },
    },
  });
  renderKiosk();
  await userEvent.type(screen.getByLabelText(T.pairCode), '0123456789');
  await userEvent.click(screen.getByRole('button', { name: T.pair }));
  expect(await screen.findByText('Lobby · Acme London HQ')).toBeInTheDocument();
  expect(kioskCredential.get()).toBe('secret-credential');
  expect(await screen.findByText('Face not recognised. Please try again.', {}, nextFrame)).toBeInTheDocument();
  expect(calledRoutes(api)).toContain('POST /api/kiosk/identify');
});

it('greets the person it recognises and clocks them in', async () => {
  kioskCredential.set('secret-credential');
  const api = stubFetch({
    'GET /api/kiosk/me': { body: KIOSK },
    'POST /api/kiosk/identify': { body: EMMA },
    'POST /api/kiosk/clock_in': async (request) =>
      (await request.json()).employee_id === 7 ? { body: { message: 'Clocked in successfully.' } } : { status: 403 },
  });
  renderKiosk();
  expect(await screen.findByRole('heading', { name: 'Hello, Emma!' }, nextFrame)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.clockOut })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: T.clockIn }));
  expect(await screen.findByText('Clocked in successfully.')).toBeInTheDocument();
  expect(calledRoutes(api).filter((route) => route.endsWith('clock_in'))).toEqual(['POST /api/kiosk/clock_in']);
});

it("speaks the German person's language until it starts over, then its own again", async () => {
  kioskCredential.set('secret-credential');
  let looks = 0;
  stubFetch({
    'GET /api/kiosk/me': { body: KIOSK },
    'POST /api/kiosk/identify': () =>
      (looks += 1) === 1
        ? { body: { ...EMMA, language: 'de' } }
        : { body: { result: 'not_recognised', reason: 'no_match', message: 'Face not recognised. Please try again.' } },
    'POST /api/kiosk/clock_in': { body: { message: 'Clocked in successfully.' } },
  });
  renderKiosk();
  expect(await screen.findByRole('heading', { name: 'Hallo, Emma!' }, nextFrame)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: german.kiosk.done })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: german.kiosk.clockIn }));
  expect(await screen.findByText(german.texts.clockedInDone)).toBeInTheDocument();
  const idle = { timeout: KIOSK_RESULT_SHOWN_MS * 2 };
  expect(await screen.findByRole('heading', { name: T.lookAtCamera }, idle)).toBeInTheDocument();
  expect(i18n.language).toBe('en');
});

it("tells whoever it does not know why, in the kiosk's own language", async () => {
  await act(() => setLanguage('de'));
  kioskCredential.set('secret-credential');
  stubFetch({
    'GET /api/kiosk/me': { body: KIOSK },
    'POST /api/kiosk/identify': {
      body: {
        result: 'not_recognised',
        reason: 'spoof_suspected',
        message: 'Face not accepted. Please look at the camera.',
      },
    },
  });
  renderKiosk();
  expect(await screen.findByText(german.kiosk.spoofSuspected, {}, nextFrame)).toBeInTheDocument();
});

it('asks for the PIN when unsure, then greets whoever it belongs to', async () => {
  kioskCredential.set('secret-credential');
  stubFetch({
    'GET /api/kiosk/me': { body: KIOSK },
    'POST /api/kiosk/identify': {
      body: { result: 'pin_required', challenge: 'sealed', message: 'Please enter your PIN.' },
    },
    'POST /api/kiosk/verify_pin': async (request) =>
      (await request.json()).pin === '2468'
        ? { body: { ...EMMA, state: 'clocked_in' } }
        : { status: 403, body: { error: 'PIN not recognised.', code: 'kiosk.wrong_pin' } },
  });
  renderKiosk();
  expect(await screen.findByRole('heading', { name: T.enterPin }, nextFrame)).toBeInTheDocument();
  for (const digit of '1111') await userEvent.click(screen.getByRole('button', { name: digit }));
  await userEvent.click(screen.getByRole('button', { name: T.confirm }));
  expect(await screen.findByText('PIN not recognised.')).toBeInTheDocument();
  for (const digit of '2468') await userEvent.click(screen.getByRole('button', { name: digit }));
  await userEvent.click(screen.getByRole('button', { name: T.confirm }));
  expect(await screen.findByRole('button', { name: T.clockOut })).toBeInTheDocument();
});

it('goes back to the camera only when the api says the challenge is over, whatever else a 400 says', async () => {
  kioskCredential.set('secret-credential');
  let looks = 0;
  const pins: string[] = [];
  stubFetch({
    'GET /api/kiosk/me': { body: KIOSK },
    'POST /api/kiosk/identify': () =>
      (looks += 1) === 1
        ? { body: { result: 'pin_required', challenge: 'sealed', message: 'Please enter your PIN.' } }
        : { body: { result: 'not_recognised', reason: 'no_match', message: 'Face not recognised. Please try again.' } },
    'POST /api/kiosk/verify_pin': async (request) => {
      pins.push((await request.json()).pin);
      return pins.length === 1
        ? { status: 400, body: { error: 'Pin must match the PIN format.', code: 'validation.invalid_input' } }
        : {
            status: 400,
            body: { error: 'Please look at the camera again before clocking.', code: 'kiosk.not_identified' },
          };
    },
  });
  renderKiosk();
  expect(await screen.findByRole('heading', { name: T.enterPin }, nextFrame)).toBeInTheDocument();
  for (const digit of '1111') await userEvent.click(screen.getByRole('button', { name: digit }));
  await userEvent.click(screen.getByRole('button', { name: T.confirm }));
  expect(await screen.findByText('Pin must match the PIN format.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: T.enterPin })).toBeInTheDocument();
  for (const digit of '2222') await userEvent.click(screen.getByRole('button', { name: digit }));
  await userEvent.click(screen.getByRole('button', { name: T.confirm }));
  expect(await screen.findByRole('heading', { name: T.lookAtCamera })).toBeInTheDocument();
  expect(pins).toEqual(['1111', '2222']);
});

it('forgets a revoked credential and asks to be paired again', async () => {
  kioskCredential.set('revoked');
  stubFetch({
    'GET /api/kiosk/me': {
      status: 401,
      body: { error: 'This kiosk has been revoked or is not paired.', code: 'kiosk.invalid_credential' },
    },
  });
  renderKiosk();
  expect(await screen.findByRole('heading', { name: T.pairTitle })).toBeInTheDocument();
  expect(kioskCredential.get()).toBeNull();
});

it('paired again after a revocation, reads the new kiosk and not the revoked answer', async () => {
  kioskCredential.set('revoked');
  stubFetch({
    'POST /api/kiosk/pair': { body: { credential: 'new-credential', ...KIOSK, name: 'Front desk' } },
    'GET /api/kiosk/me': (request) =>
      request.headers.get('Authorization') === 'Kiosk new-credential'
        ? { body: { ...KIOSK, name: 'Front desk' } }
        : {
            status: 401,
            body: { error: 'This kiosk has been revoked or is not paired.', code: 'kiosk.invalid_credential' },
          },
    'POST /api/kiosk/identify': {
      body: { result: 'not_recognised', reason: 'no_match', message: 'Face not recognised.' },
    },
  });
  renderKiosk();
  await userEvent.type(await screen.findByLabelText(T.pairCode), '0123456789');
  await userEvent.click(screen.getByRole('button', { name: T.pair }));
  expect(await screen.findByText('Front desk · Acme London HQ')).toBeInTheDocument();
  expect(kioskCredential.get()).toBe('new-credential');
});

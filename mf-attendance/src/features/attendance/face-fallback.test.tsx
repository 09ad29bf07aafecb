import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { FACE_CAPTURE_INTERVAL_MS, FIRST_CAPTURE_DELAY_MS } from '../../shared/constants';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { camera } from './fake-webcam';
import { CLOCKED_IN, OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

const T = english.texts;

jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'));

const failed = (offered: boolean): StubAnswer => ({
  body: { verified: false, message: 'Face not verified. Retrying...', fallback_offered: offered },
});
const refused = (offered: boolean): StubAnswer => ({
  status: 400,
  body: {
    error: 'No face detected. Please use a clear, front-facing photo.',
    code: 'face.no_face',
    reason: 'no_face',
    fallback_offered: offered,
  },
});

beforeEach(() => {
  camera.reset();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Opens the face check at the office; verify_face answers in turn from `answers`. */
async function openFaceCheck(answers: StubAnswer[], routes: Record<string, StubAnswer | StubRoute> = {}) {
  let attempt = 0;
  const api = stubAttendanceApi({
    'POST /api/verify_face': () => answers[Math.min(attempt++, answers.length - 1)]!,
    ...routes,
  });
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude);
  await screen.findByText(OFFICE_ADDRESS);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: /Verify Face & Clock/ }));
  const dialog = await screen.findByRole('dialog');
  // The dialog opens on the tap; the camera follows once the face check's code has arrived.
  await within(dialog).findByLabelText(english.screen.camera);
  await advance(FIRST_CAPTURE_DELAY_MS);
  return { api, user, dialog };
}

describe('AttendancePage: clocking without a face check', () => {
  it('is offered only once the api says so, after the third failed check', async () => {
    const { dialog } = await openFaceCheck([failed(false), refused(false), failed(true)]);
    const offer = () => within(dialog).queryByRole('button', { name: T.clockWithoutFaceCheck.clock_in });
    expect(offer()).not.toBeInTheDocument();
    await advance(FACE_CAPTURE_INTERVAL_MS);
    expect(offer()).not.toBeInTheDocument();
    await advance(FACE_CAPTURE_INTERVAL_MS);
    expect(offer()).toBeInTheDocument();
  });

  it('is never offered while the api does not (the setting is off)', async () => {
    const { dialog } = await openFaceCheck([failed(false)]);
    await advance(FACE_CAPTURE_INTERVAL_MS * 4);
    expect(within(dialog).queryByRole('button', { name: /without face check/ })).not.toBeInTheDocument();
  });

  it('takes a photo from the same camera and a reason, stops the face checks and sends both with the coordinates', async () => {
    let body: unknown;
    const { api, user, dialog } = await openFaceCheck([refused(true)], {
      'POST /api/clock_in_without_face_check': async (request) => {
        body = await request.json();
        return { body: { message: 'Clocked in without face check: your manager will review it.' } };
      },
    });
    await user.click(within(dialog).getByRole('button', { name: T.clockWithoutFaceCheck.clock_in }));
    const send = within(dialog).getByRole('button', { name: T.sendForReview });
    expect(send).toBeDisabled();
    const checks = calledRoutes(api).filter((route) => route === 'POST /api/verify_face').length;
    await advance(FACE_CAPTURE_INTERVAL_MS * 3);
    expect(calledRoutes(api).filter((route) => route === 'POST /api/verify_face')).toHaveLength(checks);

    await user.click(within(dialog).getByRole('button', { name: T.takePhoto }));
    expect(within(dialog).getByRole('img', { name: T.yourPhoto })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/FAKE',
    );
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: T.fallbackReason }), '  New glasses  ');
    await user.click(send);

    expect(await screen.findByText('Clocked in without face check: your manager will review it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body).toEqual({
      latitude: OFFICE.latitude,
      longitude: OFFICE.longitude,
      image: 'data:image/jpeg;base64,/9j/FAKE',
      reason: 'New glasses',
    });
  });

  it('clocks out the same way, and shows a refusal as the clock errors are shown', async () => {
    const { user, dialog } = await openFaceCheck([failed(true)], {
      'GET /api/current_status': { body: CLOCKED_IN },
      'POST /api/clock_out_without_face_check': {
        status: 403,
        body: { error: 'Clocking without a face check is turned off.', code: 'face_fallback.disabled' },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: T.clockWithoutFaceCheck.clock_out }));
    await user.click(within(dialog).getByRole('button', { name: T.takePhoto }));
    await user.type(within(dialog).getByRole('textbox', { name: T.fallbackReason }), 'Camera broken');
    await user.click(within(dialog).getByRole('button', { name: T.sendForReview }));
    expect(await screen.findByText('Error: Clocking without a face check is turned off.')).toBeInTheDocument();
  });
});

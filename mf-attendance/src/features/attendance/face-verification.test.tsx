import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { FACE_AUTO_ATTEMPTS, FACE_CAPTURE_INTERVAL_MS, FIRST_CAPTURE_DELAY_MS } from '../../shared/constants';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { camera } from './fake-webcam';
import { CLOCKED_IN, NOT_CLOCKED_IN, OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

const M = english.messages;
const ATTENDANCE_TEXTS = english.texts;

jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'));

const NOT_VERIFIED: StubAnswer = { body: { verified: false, message: 'Face not verified. Retrying...' } };
const VERIFIED: StubAnswer = { body: { verified: true, message: 'Face verified successfully.' } };

beforeEach(() => {
  camera.reset();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Moves the clock on, letting the api answers that become due settle. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** One capture interval at a time, so the screen reacts to each answer as a browser would. */
async function advanceIntervals(count: number) {
  for (let i = 0; i < count; i++) await advance(FACE_CAPTURE_INTERVAL_MS);
}
const verifyCalls = (api: jest.SpyInstance) => calledRoutes(api).filter((route) => route === 'POST /api/verify_face');

/** At the office, clocked out (or as `routes` say); answers verify_face in turn from `faceAnswers`. */
async function openFaceCheck(
  faceAnswers: (StubAnswer | StubRoute)[],
  routes: Record<string, StubAnswer | StubRoute> = {},
) {
  const images: string[] = [];
  let attempt = 0;
  const api = stubAttendanceApi({
    'POST /api/verify_face': async (request) => {
      images.push(((await request.json()) as { image: string }).image);
      const answer = faceAnswers[Math.min(attempt++, faceAnswers.length - 1)]!;
      return typeof answer === 'function' ? answer(request) : answer;
    },
    ...routes,
  });
  const gps = fakeGeolocation();
  const view = renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude);
  await screen.findByText(OFFICE_ADDRESS);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: /Verify Face & Clock/ }));
  const dialog = await screen.findByRole('dialog');
  // The dialog opens on the tap; the camera follows once the face check's code has arrived.
  await within(dialog).findByLabelText(english.screen.camera);
  return { api, images, dialog, user, view };
}

describe('AttendancePage: the face check', () => {
  it('asks the front camera for 1280x720 JPEG pictures without audio', async () => {
    await openFaceCheck([NOT_VERIFIED]);
    expect(camera.props).toMatchObject({
      audio: false,
      videoConstraints: { width: 1280, height: 720, facingMode: 'user' },
      screenshotFormat: 'image/jpeg',
    });
    expect(screen.getByText(ATTENDANCE_TEXTS.faceHint)).toBeInTheDocument();
  });

  it('captures soon after the camera starts, then every 5000 ms while not verified', async () => {
    expect(FACE_CAPTURE_INTERVAL_MS).toBe(5000);
    const { api, images, dialog } = await openFaceCheck([NOT_VERIFIED]);
    expect(verifyCalls(api)).toHaveLength(0);

    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(verifyCalls(api)).toHaveLength(1);
    expect(images[0]).toBe('data:image/jpeg;base64,/9j/FAKE');
    expect(within(dialog).getByText(M.faceNotVerified)).toBeInTheDocument();

    await advance(FACE_CAPTURE_INTERVAL_MS - 1);
    expect(verifyCalls(api)).toHaveLength(1);
    await advance(1);
    expect(verifyCalls(api)).toHaveLength(2);
    await advance(FACE_CAPTURE_INTERVAL_MS * 2);
    expect(verifyCalls(api)).toHaveLength(4);
  });

  it('on success closes the modal, clocks in with the coordinates and reads the status again', async () => {
    let clockBody: unknown;
    let clockedIn = false;
    const { api } = await openFaceCheck([NOT_VERIFIED, VERIFIED], {
      'GET /api/current_status': () => ({ body: clockedIn ? CLOCKED_IN : NOT_CLOCKED_IN }),
      'POST /api/clock_in': async (request) => {
        clockBody = await request.json();
        clockedIn = true;
        return { body: { message: 'Clocked in at Acme London HQ.' } };
      },
    });
    await advance(FIRST_CAPTURE_DELAY_MS);
    await advance(FACE_CAPTURE_INTERVAL_MS);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(M.faceVerified)).toBeInTheDocument();
    expect(await screen.findByText('Clocked in at Acme London HQ.')).toBeInTheDocument();
    expect(clockBody).toEqual({ latitude: OFFICE.latitude, longitude: OFFICE.longitude });
    expect(await screen.findByText(M.clockedIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Verify Face & Clock/ })).toHaveTextContent(M.verifyAndClockOut);
    expect(calledRoutes(api).filter((route) => route === 'GET /api/current_status')).toHaveLength(2);

    await advance(FACE_CAPTURE_INTERVAL_MS * 3);
    expect(verifyCalls(api)).toHaveLength(2);
    expect(camera.live).toBe(false);
  });

  it('clocks out when clocked in', async () => {
    const { api } = await openFaceCheck([VERIFIED], {
      'GET /api/current_status': { body: CLOCKED_IN },
      'POST /api/clock_out': { body: { message: 'Clocked out.' } },
    });
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(await screen.findByText('Clocked out.')).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('POST /api/clock_out');
    expect(calledRoutes(api)).not.toContain('POST /api/clock_in');
  });

  it.each([
    [
      'the server message when not verified',
      { body: { verified: false, message: 'Face does not match.' } },
      'Face does not match.',
    ],
    ['the spec text when not verified without a message', { body: { verified: false } }, M.faceNotVerified],
    [
      'the server error',
      { status: 400, body: { error: 'More than one face in the picture.' } },
      'More than one face in the picture.',
    ],
    [
      'the server error of the rate limit',
      { status: 429, body: { error: 'Too many attempts. Wait a minute.' } },
      'Too many attempts. Wait a minute.',
    ],
    ['the spec text for a failure without an error', { status: 500, body: {} }, M.faceCheckFailed],
    [
      'the spec text when the api is unreachable',
      () => Promise.reject(new TypeError('Failed to fetch')),
      M.faceServiceError,
    ],
  ])('shows %s and keeps trying', async (_case, answer, text) => {
    const { api, dialog } =
      typeof answer === 'function'
        ? await openFaceCheck([], { 'POST /api/verify_face': answer })
        : await openFaceCheck([answer as StubAnswer]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    await advance(FACE_CAPTURE_INTERVAL_MS);
    expect(verifyCalls(api)).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [
      'no face (4xx)',
      { status: 422, body: { error: 'No face found: look straight into the camera.', reason: 'no_face' } },
    ],
    [
      'several faces (4xx)',
      { status: 422, body: { error: 'More than one face: be alone in the picture.', reason: 'multiple_faces' } },
    ],
    [
      'a dark picture (4xx)',
      { status: 422, body: { error: 'The picture is too dark or blurred.', reason: 'poor_image' } },
    ],
    [
      'no match (200)',
      { body: { verified: false, reason: 'not_matching', message: 'This face does not match yours.' } },
    ],
  ])('shows the reason-specific text of %s', async (_case, answer) => {
    const { dialog } = await openFaceCheck([answer as StubAnswer]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    const body = answer.body as { error?: string; message?: string };
    expect(within(dialog).getByText((body.error ?? body.message)!)).toBeInTheDocument();
  });

  it('stops retrying after 5 failed attempts and offers Try again, which allows 5 more', async () => {
    expect(FACE_AUTO_ATTEMPTS).toBe(5);
    const { api, dialog, user } = await openFaceCheck([NOT_VERIFIED]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    await advanceIntervals(10);
    expect(verifyCalls(api)).toHaveLength(5);
    expect(
      within(dialog).getByText(
        'Stopped after 5 attempts. Face the camera in good light, alone in the picture, then try again.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: ATTENDANCE_TEXTS.tryAgain }));
    expect(within(dialog).queryByRole('button', { name: ATTENDANCE_TEXTS.tryAgain })).not.toBeInTheDocument();
    await advance(FIRST_CAPTURE_DELAY_MS);
    await advanceIntervals(10);
    expect(verifyCalls(api)).toHaveLength(10);
    expect(within(dialog).getByRole('button', { name: ATTENDANCE_TEXTS.tryAgain })).toBeInTheDocument();
  });

  it('waits out a busy face service for its Retry-After without counting it as a failed attempt', async () => {
    const busy: StubAnswer = {
      status: 503,
      body: { error: 'Face verification is temporarily unavailable.' },
      headers: { 'Retry-After': '12' },
    };
    const { api, dialog } = await openFaceCheck([busy, ...Array(5).fill(NOT_VERIFIED), VERIFIED]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(within(dialog).getByText('The face check is busy. Trying again in 12 s...')).toBeInTheDocument();
    await advanceIntervals(2);
    expect(verifyCalls(api)).toHaveLength(1);
    await advanceIntervals(1);
    expect(verifyCalls(api)).toHaveLength(2);
    await advanceIntervals(4);
    // The busy answer was no attempt: five real pictures fail before the modal stops.
    expect(verifyCalls(api)).toHaveLength(6);
    expect(
      within(dialog).getByText(
        'Stopped after 5 attempts. Face the camera in good light, alone in the picture, then try again.',
      ),
    ).toBeInTheDocument();
  });

  it('works from the keyboard: Try again with Enter, Escape closes', async () => {
    const { api, dialog, user } = await openFaceCheck([NOT_VERIFIED]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    await advanceIntervals(5);
    const tryAgain = within(dialog).getByRole('button', { name: ATTENDANCE_TEXTS.tryAgain });
    tryAgain.focus();
    await user.keyboard('{Enter}');
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(verifyCalls(api)).toHaveLength(6);

    await user.keyboard('{Escape}');
    await advance(500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says no face was detected when the camera gives no picture, without calling the api', async () => {
    camera.picture = null;
    const { api, dialog } = await openFaceCheck([VERIFIED]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(within(dialog).getByText(M.noFace)).toBeInTheDocument();
    expect(camera.grabs).toBe(1);
    expect(verifyCalls(api)).toHaveLength(0);
  });

  it('explains a camera that does not start', async () => {
    camera.refuse = true;
    const { api, dialog } = await openFaceCheck([VERIFIED]);
    expect(within(dialog).getByText(ATTENDANCE_TEXTS.cameraUnavailable)).toBeInTheDocument();
    await advance(FACE_CAPTURE_INTERVAL_MS * 2);
    expect(verifyCalls(api)).toHaveLength(0);
  });

  it('Cancel closes the modal, stops the camera and the timer, and sends nothing', async () => {
    const { api, dialog, user } = await openFaceCheck([NOT_VERIFIED]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(camera.live).toBe(false);
    await advance(FACE_CAPTURE_INTERVAL_MS * 3);
    expect(verifyCalls(api)).toHaveLength(1);
    expect(calledRoutes(api)).not.toContain('POST /api/clock_in');
  });

  it('ignores a verification answered after Cancel', async () => {
    const { api, dialog, user } = await openFaceCheck([{ ...VERIFIED, delayMs: 2000 }]);
    await advance(FIRST_CAPTURE_DELAY_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await advance(3000);
    expect(calledRoutes(api)).not.toContain('POST /api/clock_in');
    expect(screen.queryByText(M.faceVerified)).not.toBeInTheDocument();
  });

  it('stops the camera and the timer when the screen closes', async () => {
    const { api, view } = await openFaceCheck([NOT_VERIFIED]);
    view.unmount();
    expect(camera.live).toBe(false);
    await advance(FACE_CAPTURE_INTERVAL_MS * 3);
    expect(verifyCalls(api)).toHaveLength(0);
  });

  it.each([
    [
      'the server error',
      { status: 409, body: { error: 'You are already clocked in today.' } },
      'Error: You are already clocked in today.',
    ],
    ['Unknown error without one', { status: 500, body: {} }, 'Error: Unknown error'],
    [
      'the general text when the api is unreachable',
      () => Promise.reject(new TypeError('Failed to fetch')),
      M.clockFailed,
    ],
  ])('shows %s when the clock call fails, and keeps the status', async (_case, answer, text) => {
    const { api } = await openFaceCheck([VERIFIED], { 'POST /api/clock_in': answer });
    await advance(FIRST_CAPTURE_DELAY_MS);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(M.faceVerified)).toBeInTheDocument();
    expect(screen.getByText(M.clockedOut)).toBeInTheDocument();
    expect(calledRoutes(api).filter((route) => route === 'GET /api/current_status')).toHaveLength(1);
  });
});

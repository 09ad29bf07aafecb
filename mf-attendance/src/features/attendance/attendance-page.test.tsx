import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { calledRoutes, type StubAnswer } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation, withoutGeolocation } from './fake-geolocation';
import { CLOCKED_IN, OFFICE, OFFICE_ADDRESS, OFFICE_GEOCODE, stubAttendanceApi } from './test-api';

const M = english.messages;

jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'));

afterEach(() => jest.restoreAllMocks());

const clockButton = () => screen.getByRole('button', { name: /Verify Face & Clock/ });

async function atTheOffice() {
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude, 18.4);
  await screen.findByText(OFFICE_ADDRESS);
  return gps;
}

describe('AttendancePage: status and location', () => {
  it('shows Clocked Out, the live position, its accuracy and address, and offers to clock in', async () => {
    stubAttendanceApi();
    const gps = await atTheOffice();

    expect(await screen.findByText(M.clockedOut)).toBeInTheDocument();
    expect(screen.getByText('51.515500')).toBeInTheDocument();
    expect(screen.getByText('-0.088500')).toBeInTheDocument();
    expect(screen.getByText('18 meters')).toBeInTheDocument();
    expect(clockButton()).toHaveTextContent(M.verifyAndClockIn);
    expect(clockButton()).toBeEnabled();
    expect(gps.geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      maximumAge: 0,
      timeout: 10000,
    });
  });

  // Reading the whole query state, the page drew again as its request started, synchronously after mounting.
  it('draws once on mount, before the status arrives', async () => {
    stubAttendanceApi();
    fakeGeolocation();
    let commits = 0;
    renderAs(
      <Profiler id="attendance" onRender={() => commits++}>
        <AttendancePage />
      </Profiler>,
    );

    expect(commits).toBe(1);
    expect(screen.getByText(english.texts.loadingStatus)).toBeInTheDocument();
    expect(await screen.findByText(M.clockedOut)).toBeInTheDocument();
  });

  it('draws once as the position arrives, before its address', async () => {
    stubAttendanceApi();
    const gps = fakeGeolocation();
    let commits = 0;
    renderAs(
      <Profiler id="attendance" onRender={() => commits++}>
        <AttendancePage />
      </Profiler>,
    );
    await screen.findByText(M.clockedOut);

    commits = 0;
    gps.moveTo(OFFICE.latitude, OFFICE.longitude);
    expect(commits).toBe(1);
    expect(screen.getByText(M.fetchingAddress)).toBeInTheDocument();
    expect(await screen.findByText(OFFICE_ADDRESS)).toBeInTheDocument();
  });

  it('shows nothing below the status until it is known (the status card grows and would push it down)', async () => {
    let answer: ((reply: StubAnswer) => void) | undefined;
    stubAttendanceApi({ 'GET /api/current_status': () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
    fakeGeolocation();
    renderAs(<AttendancePage />);
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText(english.texts.loadingStatus)).toBeInTheDocument();
    expect(screen.queryByText(english.screen.location)).not.toBeInTheDocument();

    answer!({ body: CLOCKED_IN });
    expect(await screen.findByText(english.screen.location)).toBeInTheDocument();
  });

  it('blocks clocking until the GPS has a position', async () => {
    stubAttendanceApi();
    fakeGeolocation();
    renderAs(<AttendancePage />);
    await screen.findByText(M.clockedOut);
    expect(clockButton()).toBeDisabled();
    expect(screen.getByText(M.noCoordinates)).toBeInTheDocument();
  });

  it.each([
    ['no address there', { status: 404, body: { error: 'Address not found' } }, M.addressNotFound],
    ['a 404 without a body', { status: 404 }, M.addressNotFound],
    ['a failing geocoder', { status: 502, body: {} }, M.addressError],
    ['an unreachable api', () => Promise.reject(new TypeError('Failed to fetch')), M.addressError],
    ['an answer without a name', { body: {} }, M.unknownLocation],
  ])('blocks clocking without a valid address: %s', async (_case, answer, text) => {
    stubAttendanceApi({ [OFFICE_GEOCODE]: answer });
    const gps = fakeGeolocation();
    renderAs(<AttendancePage />);
    gps.moveTo(OFFICE.latitude, OFFICE.longitude);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(clockButton()).toBeDisabled();
    expect(screen.getByText(M.noValidLocation)).toBeInTheDocument();
  });

  it('resolves the address again only after a move of more than 25 m', async () => {
    const moved = 'GET /api/geocode/reverse?lat=51.5165&lon=-0.0885';
    const api = stubAttendanceApi({ [moved]: { body: { display_name: 'Moorgate Station, London' } } });
    const gps = await atTheOffice();

    gps.moveTo(51.5156, -0.0886, 12); // about 13 m
    expect(await screen.findByText('12 meters')).toBeInTheDocument();
    expect(screen.getByText('51.515600')).toBeInTheDocument();
    gps.moveTo(51.5165, -0.0885); // about 111 m
    expect(await screen.findByText('Moorgate Station, London')).toBeInTheDocument();
    expect(calledRoutes(api).filter((route) => route.includes('geocode'))).toEqual([OFFICE_GEOCODE, moved]);
  });

  it('says when the browser has no geolocation', async () => {
    stubAttendanceApi();
    withoutGeolocation();
    renderAs(<AttendancePage />);
    expect(await screen.findByText(M.geolocationUnsupported)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Verify Face & Clock/ })).toBeDisabled();
  });

  it('says when geolocation is denied, and forgets the position', async () => {
    stubAttendanceApi();
    const gps = await atTheOffice();
    gps.fail(1);
    expect(await screen.findByText(M.geolocationDisabled)).toBeInTheDocument();
    // In the Location card, below the status: arriving late, it moves neither the status nor the clock button.
    const locationCard = screen.getByText(english.screen.location).closest('.ant-card')!;
    expect(locationCard).toContainElement(screen.getByText(M.geolocationDisabled));
    expect(screen.getByText(M.noCoordinates)).toBeInTheDocument();
    expect(clockButton()).toBeDisabled();
  });

  it('keeps the last position when a watch only times out', async () => {
    stubAttendanceApi();
    const gps = await atTheOffice();
    gps.fail(3);
    expect(screen.queryByText(M.geolocationDisabled)).not.toBeInTheDocument();
    expect(clockButton()).toBeEnabled();
  });

  it('stops watching the position when the screen closes', async () => {
    stubAttendanceApi();
    const gps = fakeGeolocation();
    const view = renderAs(<AttendancePage />);
    await screen.findByText(M.clockedOut);
    expect(gps.watching()).toBe(1);
    view.unmount();
    expect(gps.watching()).toBe(0);
  });

  it.each([
    [
      'the server error',
      { status: 500, body: { error: 'Database unavailable.' } },
      'Error fetching status: Database unavailable.',
    ],
    ['the general text without one', { status: 500, body: {} }, M.statusFailed],
    ['the general text when unreachable', () => Promise.reject(new TypeError('Failed to fetch')), M.statusFailed],
  ])('shows %s when the status cannot be read', async (_case, answer, text) => {
    stubAttendanceApi({ 'GET /api/current_status': answer });
    fakeGeolocation();
    renderAs(<AttendancePage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('does not open the face check while clocking is blocked', async () => {
    stubAttendanceApi();
    fakeGeolocation();
    renderAs(<AttendancePage />);
    await screen.findByText(M.clockedOut);
    await userEvent.click(clockButton()).catch(() => undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

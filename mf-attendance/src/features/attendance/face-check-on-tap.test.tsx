import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

const camera = globalThis as { cameraLoaded?: boolean };

jest.mock('react-webcam', () => {
  (globalThis as { cameraLoaded?: boolean }).cameraLoaded = true;
  return jest.requireActual('./fake-webcam');
});

afterEach(() => jest.restoreAllMocks());

// The first screen on a phone evaluates only what it shows: the camera comes with the face check.
it('loads the camera on the first tap of the clock button, not with the screen', async () => {
  stubAttendanceApi();
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude, 18.4);
  await screen.findByText(OFFICE_ADDRESS);
  const clockIn = await screen.findByRole('button', { name: /Verify Face & Clock In/ });
  expect(camera.cameraLoaded).toBeUndefined();

  await userEvent.click(clockIn);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(camera.cameraLoaded).toBe(true);
});

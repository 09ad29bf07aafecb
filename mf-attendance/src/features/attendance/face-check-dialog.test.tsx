import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

// The camera and the face check still on their way, as on a slow phone right after the tap.
jest.mock('./face-check-body', () => {
  const neverArrives = new Promise<never>(() => {});
  return {
    FaceCheckBody: () => use(neverArrives),
  };
});

afterEach(() => jest.restoreAllMocks());

it('answers the tap at once: the dialog opens with its title, hint and Cancel while the face check loads', async () => {
  stubAttendanceApi();
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude, 18.4);
  await screen.findByText(OFFICE_ADDRESS);

  await userEvent.click(await screen.findByRole('button', { name: /Verify Face & Clock In/ }));
  const dialog = await screen.findByRole('dialog', { name: english.texts.faceVerificationTitle.clock_in });
  expect(within(dialog).getByText(english.texts.faceHint)).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: english.texts.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

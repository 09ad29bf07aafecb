import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { KiosksTab } from './kiosks-tab';
import english from '../../locales/en.json';

const M = english.kiosks;

afterEach(() => jest.restoreAllMocks());

const LOBBY = {
  kiosk_id: 4,
  name: 'Lobby',
  location_name: 'Acme London HQ',
  latitude: 51.5155,
  longitude: -0.0885,
  created_at: '2026-03-18T08:00:00Z',
  paired_at: null,
  last_seen_at: null,
};

it('registers a kiosk and shows its pairing code once', async () => {
  let kiosks: (typeof LOBBY)[] = [];
  const requests = stubApi({
    'GET /kiosks': () => jsonResponse(kiosks),
    'POST /kiosks': () => {
      kiosks = [LOBBY];
      return jsonResponse(
        {
          message: 'Kiosk registered.',
          kiosk: LOBBY,
          pairing_code: '0123456789',
          pairing_expires_at: '2026-03-18T08:15:00Z',
        },
        201,
      );
    },
  });
  renderWithStore(<KiosksTab />);
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(M.name), 'Lobby');
  await userEvent.type(screen.getByLabelText(M.location), 'Acme London HQ');
  await userEvent.type(screen.getByLabelText(M.latitude), '51.5155');
  await userEvent.type(screen.getByLabelText(M.longitude), '-0.0885');
  await userEvent.click(screen.getByRole('button', { name: M.register }));

  expect(await screen.findByText('0123456789')).toBeInTheDocument();
  const row = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('Lobby'))!;
  expect(within(row).getByText(M.waiting)).toBeInTheDocument();
  const sent = requests.find((r) => r.method === 'POST')!;
  expect(await sent.json()).toEqual({
    name: 'Lobby',
    location_name: 'Acme London HQ',
    latitude: 51.5155,
    longitude: -0.0885,
  });
});

it('revokes a kiosk after confirmation', async () => {
  let kiosks = [{ ...LOBBY, paired_at: '2026-03-18T08:05:00Z', last_seen_at: '2026-03-18T09:00:00Z' }];
  const requests = stubApi({
    'GET /kiosks': () => jsonResponse(kiosks),
    'DELETE /kiosks/4': () => {
      kiosks = [];
      return jsonResponse({ message: 'Kiosk revoked.' });
    },
  });
  renderWithStore(<KiosksTab />);
  await userEvent.click(await screen.findByRole('button', { name: `${M.revoke} Lobby` }));
  await userEvent.click(await screen.findByRole('button', { name: M.revoke }));
  expect(await screen.findByText('Kiosk revoked.')).toBeInTheDocument();
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain('DELETE /api/kiosks/4');
});

/** Texts of the Kiosks section. */
export const KIOSK_MESSAGES = {
  title: 'Kiosks',
  register: 'Register kiosk',
  name: 'Kiosk name',
  location: 'Office location',
  latitude: 'Latitude',
  longitude: 'Longitude',
  pairingCode: 'Pairing code',
  pairingHint: (until: string) =>
    `Open /kiosk on the kiosk's browser and enter this code before ${until}. It is shown only once.`,
  empty: 'No kiosks yet.',
  paired: 'Paired',
  waiting: 'Waiting for pairing',
  lastSeen: 'Last seen',
  revoke: 'Revoke',
  confirmRevoke: 'Revoke this kiosk? It stops working at once and cannot be paired again.',
  registerFailed: 'The kiosk could not be registered.',
  revokeFailed: 'The kiosk could not be revoked.',
  required: 'Required',
} as const;

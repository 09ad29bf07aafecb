import { baseApi } from 'shared-auth';
import { kioskHeaders } from './kiosk-credential';
import type {
  KioskClockAction,
  KioskIdentification,
  KioskIdentified,
  KioskPairing,
  KioskPinAnswer,
  KioskSelf,
  MessageResponse,
} from './types';

// No user session on a kiosk: every call is anonymous for the session logic and carries the kiosk's credential.
const anonymous = { anonymous: true };

export const kioskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kioskPair: build.mutation<KioskPairing, string>({
      query: (code) => ({ url: 'kiosk/pair', method: 'POST', body: { code } }),
      extraOptions: anonymous,
    }),
    kioskSelf: build.query<KioskSelf, string>({
      // Keyed by the credential, so pairing again reads the new kiosk.
      query: () => ({ url: 'kiosk/me', headers: kioskHeaders() }),
      extraOptions: anonymous,
    }),
    kioskIdentify: build.mutation<KioskIdentification, string>({
      query: (image) => ({ url: 'kiosk/identify', method: 'POST', body: { image }, headers: kioskHeaders() }),
      extraOptions: anonymous,
    }),
    kioskVerifyPin: build.mutation<KioskIdentified, KioskPinAnswer>({
      query: (body) => ({ url: 'kiosk/verify_pin', method: 'POST', body, headers: kioskHeaders() }),
      extraOptions: anonymous,
    }),
    kioskClock: build.mutation<MessageResponse, { action: KioskClockAction; employeeId: number }>({
      query: ({ action, employeeId }) => ({
        url: `kiosk/${action}`,
        method: 'POST',
        body: { employee_id: employeeId },
        headers: kioskHeaders(),
      }),
      extraOptions: anonymous,
    }),
  }),
});

export const {
  useKioskPairMutation,
  useKioskSelfQuery,
  useKioskIdentifyMutation,
  useKioskVerifyPinMutation,
  useKioskClockMutation,
} = kioskApi;

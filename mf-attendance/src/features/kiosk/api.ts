import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { AppExtraOptions } from 'shared-auth';
import { enhancedApi } from '../../generated-api';
import { kioskHeaders } from './kiosk-credential';

// No user session on a kiosk: every call is anonymous for the session logic.
const anonymous: AppExtraOptions = { anonymous: true };

/** A call of a paired kiosk: anonymous, and carrying the kiosk's credential. */
function asPairedKiosk(endpoint: { query?: (arg: never) => string | FetchArgs; extraOptions?: AppExtraOptions }) {
  const query = endpoint.query!;
  endpoint.query = (arg) => ({ ...(query(arg) as FetchArgs), headers: kioskHeaders() });
  endpoint.extraOptions = anonymous;
}

export const kioskApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postKioskPair: { extraOptions: anonymous },
    getKioskMe: (endpoint) => {
      asPairedKiosk(endpoint);
      // Dropped once the screen is gone, so a kiosk paired again never reads the revoked credential's answer.
      endpoint.keepUnusedDataFor = 0;
    },
    postKioskIdentify: asPairedKiosk,
    postKioskVerifyPin: asPairedKiosk,
    postKioskClockIn: asPairedKiosk,
    postKioskClockOut: asPairedKiosk,
  },
});

export const {
  usePostKioskPairMutation,
  useGetKioskMeQuery,
  usePostKioskIdentifyMutation,
  usePostKioskVerifyPinMutation,
  usePostKioskClockInMutation,
  usePostKioskClockOutMutation,
} = kioskApi;

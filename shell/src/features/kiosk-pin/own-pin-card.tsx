import { mustChangePassword, useSession } from 'shared-auth';
import { KioskPinCard } from 'shared-auth/ui';
import { enhancedApi } from '../../generated-api';

export const kioskPinApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getMePin: (endpoint) => {
      endpoint.providesTags = ['Kiosks'];
    },
    putMePin: (endpoint) => {
      endpoint.invalidatesTags = ['Kiosks'];
    },
  },
});

const { useGetMePinQuery, usePutMePinMutation } = kioskPinApi;

/** The signed-in employee's own kiosk PIN, next to their password (not before a required password change). */
export function OwnPinCard() {
  const user = useSession();
  const blocked = !user || mustChangePassword(user.token);
  const { data } = useGetMePinQuery(undefined, { skip: blocked });
  const [setPin] = usePutMePinMutation();
  if (blocked) return null;
  return <KioskPinCard hasPin={data?.has_pin} save={(pin) => setPin({ body: { pin } }).unwrap()} />;
}

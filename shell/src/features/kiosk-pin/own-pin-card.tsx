import { mustChangePassword, useSession } from 'shared-auth';
import { KioskPinCard } from 'shared-auth/ui';
import { useGetMePinQuery, usePutMePinMutation } from '../../generated-api';

export { enhancedApi as kioskPinApi } from '../../generated-api';

/** The signed-in employee's own kiosk PIN, next to their password (not before a required password change). */
export function OwnPinCard() {
  const user = useSession();
  const blocked = !user || mustChangePassword(user.token);
  const { data } = useGetMePinQuery(undefined, { skip: blocked });
  const [setPin] = usePutMePinMutation();
  if (blocked) return null;
  return <KioskPinCard hasPin={data?.has_pin} save={(pin) => setPin({ body: { pin } }).unwrap()} />;
}

import { mustChangePassword, useSession } from 'shared-auth';
import { KioskPinCard } from 'shared-auth/ui';
import { useGetMyPinQuery, useSetMyPinMutation } from './api';

/** The signed-in employee's own kiosk PIN, next to their password (not before a required password change). */
export function OwnPinCard() {
  const user = useSession();
  const blocked = !user || mustChangePassword(user.token);
  const { data } = useGetMyPinQuery(undefined, { skip: blocked });
  const [setPin] = useSetMyPinMutation();
  if (blocked) return null;
  return <KioskPinCard hasPin={data?.has_pin} save={(pin) => setPin(pin).unwrap()} />;
}

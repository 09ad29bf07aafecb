import type { FastifyInstance } from 'fastify';
import type { AuthKiosk } from '../../plugins/context';
import { clockIn, clockOut } from '../attendance';
import { ATTENDANCE_MESSAGES } from '../attendance';
import { kioskPerson } from './kiosk-person';

/**
 * Clocks the person this kiosk has just identified, at the kiosk's office: the attendance services refuse unless
 * a fresh verification made by this very kiosk is there to use up.
 */
export async function kioskClock(app: FastifyInstance, kiosk: AuthKiosk, employeeId: number, action: 'in' | 'out') {
  const person = await kioskPerson(app, employeeId);
  const position = { latitude: kiosk.latitude, longitude: kiosk.longitude };
  const origin = { kioskId: kiosk.id, address: `${kiosk.locationName} (kiosk ${kiosk.name})` };
  if (action === 'in') {
    await clockIn(app, person, position, new Date(), { kiosk: origin });
    return { message: ATTENDANCE_MESSAGES.clockedIn };
  }
  await clockOut(app, person, position, new Date(), { kiosk: origin });
  return { message: ATTENDANCE_MESSAGES.clockedOut };
}

import sharp from 'sharp';
import type { Db } from '../db/types';
import { describeForEnrolment, type FaceEngine } from '../face';
import { storeFace } from '../modules/face-profiles/face-data';
import { insertVerification } from '../modules/face-verification/face-verification-repository';
import { upsertSetting } from '../modules/settings/settings-repository';
import { facePhoto } from './people';
import type { TestContext } from './test-app';

export const OFFICE = { name: 'Acme London HQ', latitude: 51.5155, longitude: -0.0885 };

/** About `meters` north of the office (0.0009 degrees of latitude is 100 m). */
export const northOfOffice = (meters: number) => ({
  latitude: OFFICE.latitude + (meters / 100) * 0.0009,
  longitude: OFFICE.longitude,
});

/** A fixture photo as the browser sends a webcam frame: a JPEG data URL. */
export async function jpegDataUrl(name: string): Promise<string> {
  const jpeg = await sharp(facePhoto(name)).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Enrols `employeeId` with a fixture photo, as enrolment stores it. */
export async function enrolFace(t: TestContext, engine: FaceEngine, employeeId: number, name: string): Promise<void> {
  const photo = facePhoto(name);
  const { descriptor } = await describeForEnrolment(engine, photo);
  await storeFace(t.db, t.config.dataKey, { employeeId, photo, descriptor });
}

/** What a successful verify_face leaves behind, written directly: clock tests need no face engine. */
export async function grantVerification(
  db: Db,
  employeeId: number,
  at: Date = new Date(),
  spoofScore = 0.2,
  verified = true,
) {
  await insertVerification(db, {
    employee_id: employeeId,
    verified,
    similarity: verified ? 0.8 : 0.3,
    spoof_score: spoofScore,
    liveness_score: 0.9,
    message: verified ? 'Face verified successfully.' : 'Face not verified. Retrying...',
    created_at: at,
  });
}

export const setSetting = (t: TestContext, key: string, value: string) => upsertSetting(t.db, key, value);

/** An employee with a bearer header; `locations` are their allowed locations. */
export async function employeeWithLocations(t: TestContext, locations: object[] = [OFFICE], reportTo?: number) {
  const user = await t.createUser('employee', reportTo ? { reportTo } : {});
  await t.db
    .updateTable('employees')
    .set({ allowed_locations: JSON.stringify(locations) })
    .where('employee_id', '=', user.id)
    .execute();
  const tokens = await t.login(user);
  return { ...user, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

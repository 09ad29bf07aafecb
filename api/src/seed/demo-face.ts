import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types';
import { updateEmployee } from '../modules/employees/employees-repository';
import { storablePhoto, storeFace } from '../modules/face-profiles/face-data';
import type { FaceDescriber } from '../plugins/face';
import { emailOf, PEOPLE } from './demo-company';
import { describeForEnrolment } from '../face';

/** The photo the well-known demo employee is enrolled with; the other photos of person A verify against it. */
export const DEMO_FACE_PHOTO = path.resolve(__dirname, '../../test-fixtures/faces/A1-faceid.png');

export interface DemoFaceOptions {
  face: FaceDescriber;
  dataKey: Buffer;
}

/** Enrols employee@acme.example's face like enrolment does (encrypted photo and descriptor, consent time). */
export async function seedDemoFace(db: Db, options: DemoFaceOptions, now: Date): Promise<void> {
  const photo = await storablePhoto(readFileSync(DEMO_FACE_PHOTO));
  const { descriptor } = await describeForEnrolment(options.face, photo);
  const email = emailOf(PEOPLE.find((person) => person.key === 'employee')!);
  const { employee_id: employeeId } = await db
    .selectFrom('employees')
    .select('employee_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (tx) => {
    await storeFace(tx, options.dataKey, { employeeId, photo, descriptor });
    await updateEmployee(tx, employeeId, { biometric_consent_at: now });
  });
}

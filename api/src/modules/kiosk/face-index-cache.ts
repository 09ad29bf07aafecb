import type { FastifyInstance } from 'fastify';
import { dataKeyRing } from '../../config';
import { instrumentsOf } from '../../db/db-instruments';
import { FACE_MODEL } from '../face-profiles/face-data';
import { activeSealedDescriptors } from './face-index-repository';
import { buildFaceIndex, type FaceIndex } from './face-index';

/**
 * The index held decrypted in memory per instance; an enrolment, a face removal or any change to employees
 * (a termination) empties it on every instance (db/read-caches.ts, migration 027's trigger).
 */
export async function currentFaceIndex(app: FastifyInstance): Promise<FaceIndex> {
  const load = async () => buildFaceIndex(await activeSealedDescriptors(app.db, FACE_MODEL), dataKeyRing(app.config));
  const cache = instrumentsOf(app.db)?.caches.faceIndex;
  return (cache ? await cache.get('all', load) : undefined) ?? load();
}

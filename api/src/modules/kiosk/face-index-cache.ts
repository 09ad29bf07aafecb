import type { FastifyInstance } from 'fastify';
import { dataKeyRing } from '../../config';
import { instrumentsOf } from '../../db/db-instruments';
import { defineReadCache } from '../../db/read-caches';
import { FACE_MODEL } from '../face-profiles';
import { activeSealedDescriptors } from './face-index-repository';
import { buildFaceIndex, type FaceIndex } from './face-index';

/**
 * The kiosks' descriptors take a while to decrypt and change rarely: a longer backstop than the other caches'
 * (every change, a reconnect of the listener included, still empties it at once).
 */
const FACE_INDEX_CACHE = defineReadCache<'all', FaceIndex>(['employees', 'face_profiles'], 60_000);

/**
 * The index held decrypted in memory per instance; an enrolment, a face removal or any change to employees
 * (a termination) empties it on every instance (db/read-caches.ts, migration 027's trigger).
 */
export async function currentFaceIndex(app: FastifyInstance): Promise<FaceIndex> {
  const load = async () => buildFaceIndex(await activeSealedDescriptors(app.db, FACE_MODEL), dataKeyRing(app.config));
  const cache = instrumentsOf(app.db)?.caches.of(FACE_INDEX_CACHE);
  return (cache ? await cache.get('all', load) : undefined) ?? load();
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit/actions';
import { saveFile } from '../files/files-repository';
import { sniffImageType } from './image-type';
import { SETTINGS_MESSAGES as M } from './messages';
import { upsertSetting } from './settings-repository';
import { LOGO_PATH_KEY } from './settings-rules';

/** Stores the logo as a public, content-addressed file and points SYSTEM_LOGO_PATH at it. */
export async function saveLogo(app: FastifyInstance, actorId: number, bytes: Buffer): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError(400, M.logoType);
  const path = `files/logo-${sha256Hex(bytes).slice(0, 16)}.${type.ext}`;
  await app.db.transaction().execute(async (tx) => {
    await saveFile(tx, { path, contentType: type.contentType, bytes, public: true });
    await upsertSetting(tx, LOGO_PATH_KEY, path);
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.logoUploaded, details: { path, bytes: bytes.length } });
  });
  return path;
}

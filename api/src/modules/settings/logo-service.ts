import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import { reencodeImage } from '../../lib/reencode-image';
import { AUDIT_ACTIONS } from '../audit';
import { saveFile } from '../files';
import { sniffImageType } from './image-type';
import { upsertSetting } from './settings-repository';
import { LOGO_PATH_KEY } from './settings-catalog';
import { settingsError } from './messages';

// Twice the largest size the header, the PDF or a retina screen draws it at.
const LOGO_MAX_SIDE = 512;

/** Stores the logo, re-encoded as a PNG of at most 512 px, as a public, content-addressed file and points SYSTEM_LOGO_PATH at it. */
export async function saveLogo(app: FastifyInstance, actorId: number, upload: Buffer): Promise<string> {
  if (!sniffImageType(upload)) throw settingsError(400, 'settings.logo_type');
  const bytes = await reencodeImage(upload, { maxSide: LOGO_MAX_SIDE, format: 'png' });
  const path = `files/logo-${sha256Hex(bytes).slice(0, 16)}.png`;
  await app.db.transaction().execute(async (tx) => {
    await saveFile(tx, { path, contentType: 'image/png', bytes, public: true });
    await upsertSetting(tx, LOGO_PATH_KEY, path);
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.logoUploaded, details: { path, bytes: bytes.length } });
  });
  return path;
}

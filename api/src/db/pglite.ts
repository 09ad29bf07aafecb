import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSerializers, textParsers } from './type-parsers';

export interface PgliteOptions {
  /** Directory for the data files; in memory when omitted. */
  dataDir?: string;
  /** A data directory tarball (from `dumpDataDir`) to start from. */
  snapshot?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<PGlite> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    parsers: textParsers,
    serializers: pgliteSerializers,
  });
}

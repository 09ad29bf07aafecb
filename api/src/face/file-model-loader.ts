import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Human } from '@vladmandic/human';

type Tf = Human['tf'];
type WeightsManifest = { paths: string[]; weights: unknown[] }[];

const registered = new WeakSet<object>();

/** Node's fetch cannot read file:// URLs: serve model.json and its weight shards from disk instead. */
export function registerFileModelLoader(tf: Tf): void {
  // The router registry is global to tfjs: a second Human in the process must not add a second handler.
  if (registered.has(tf.io)) return;
  registered.add(tf.io);
  tf.io.registerLoadRouter((url: string | string[]) => {
    const href = Array.isArray(url) ? url[0] : url;
    if (typeof href !== 'string' || !href.startsWith('file://')) return null;
    return { load: () => loadArtifacts(tf, fileURLToPath(href)) };
  });
}

async function loadArtifacts(tf: Tf, jsonFile: string) {
  const modelJson = JSON.parse(await readFile(jsonFile, 'utf8'));
  const dir = path.dirname(jsonFile);
  return tf.io.getModelArtifactsForJSON(modelJson, async (manifest: WeightsManifest) => {
    const paths = manifest.flatMap((group) => group.paths);
    const all = Buffer.concat(await Promise.all(paths.map((p) => readFile(path.join(dir, p)))));
    const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
    return [manifest.flatMap((group) => group.weights), weightData];
  });
}

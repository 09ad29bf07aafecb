// The files of the shell's first screens, which its service worker precaches at install (public/sw.js): the entry,
// the chunks of the modules named (their async imports: the start, the layout, home, the frame of a remote page)
// and what those load with them: the shared packages they use (the shell provides them: its provider's chunks and
// the consumer's fallback) and their texts (`import(`./locales/${language}.json`)`); and the chunks of the antd
// components the apps import, which the remotes' pages take from the shell. Not the other pages' chunks, not the
// antd components no app renders.
const path = require('node:path');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
const LOCALES = /[\\/]locales([\\/]|$)/;

/** The chunk groups the async blocks of `module` load. */
function blockGroups(compilation, module) {
  return module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/** Whether `module` is one of `modules` (paths without extension); a concatenated module by its root, the imported one. */
function isOneOf(module, modules) {
  const resource = module?.resource ?? module?.rootModule?.resource;
  return Boolean(resource) && modules.includes(resource.slice(0, -path.extname(resource).length));
}

/**
 * The chunks loaded with the entry's (unless `entry` is false), with the import() of `modules`, and with the
 * providers of `shareKeys`; and, through every shared package those consume, its provider's and fallback's (and so
 * on, as those consume others), with their texts unless `texts` is false. Works on the chunk graph before and after
 * the chunks are split.
 * @param {import('webpack').Compilation} compilation
 * @param {{ modules?: string[], shareKeys?: string[], entry?: boolean, texts?: boolean }} start  modules: absolute
 *   paths without extension; shareKeys: `antd/es/button`
 * @returns {Set<import('webpack').Chunk>}
 */
function chunksLoadedWith(compilation, { modules = [], shareKeys = [], entry = true, texts = true }) {
  const { chunkGraph, moduleGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }

  const chunks = new Set();
  const pending = [];
  const addGroup = (group) =>
    group.chunks.forEach((chunk) => chunks.has(chunk) || (chunks.add(chunk), pending.push(chunk)));
  const addProviders = (shareKey) =>
    (providers.get(shareKey) ?? []).forEach((provider) => blockGroups(compilation, provider).forEach(addGroup));
  if (entry) compilation.entrypoints.forEach(addGroup);
  for (const group of compilation.chunkGroups) {
    const targets = [...group.blocksIterable].flatMap((block) =>
      block.dependencies.map((dep) => moduleGraph.getModule(dep)),
    );
    if (targets.some((target) => isOneOf(target, modules))) addGroup(group);
  }
  shareKeys.forEach(addProviders);
  while (pending.length) {
    for (const module of chunkGraph.getChunkModulesIterable(pending.pop())) {
      if (module.type === CONSUME_SHARED) {
        blockGroups(compilation, module).forEach(addGroup);
        addProviders(module.options.shareKey);
      } else if (texts && module.type === 'javascript/dynamic' && LOCALES.test(module.context ?? '')) {
        // A context module of texts: one chunk per language.
        blockGroups(compilation, module).forEach(addGroup);
      }
    }
  }
  return chunks;
}

/**
 * @param {import('webpack').Compilation} compilation  after the content hashes are final
 * @param {string[]} modules  absolute paths without extension of the modules the first screens import()
 * @param {{ shareKeys?: string[], texts?: boolean }} [options]  shareKeys: shared packages whose provider's chunks
 *   to add (the antd components the apps import); texts: with the texts of every language (false: the code only)
 * @returns {string[]} the files' paths under the output's root: `/main.3f2a9c1b.js`
 */
function firstScreenFiles(compilation, modules, { shareKeys = [], texts = true } = {}) {
  return [...chunksLoadedWith(compilation, { modules, shareKeys, texts })]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => `/${file}`);
}

module.exports = { chunksLoadedWith, firstScreenFiles };

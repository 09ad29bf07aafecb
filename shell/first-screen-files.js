// The files of the shell's first screens, which its service worker precaches at install (public/sw.js): the entry,
// the chunks of the modules named (their async imports: the start, the layout, home, the frame of a remote page)
// and what those load with them: the shared packages they use (the shell provides them: its provider's chunks and
// the consumer's fallback) and their texts (`import(`./locales/${language}.json`)`). Not the other pages' chunks,
// not the antd components no first screen renders.
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
 * @param {import('webpack').Compilation} compilation  after the content hashes are final
 * @param {string[]} modules  absolute paths without extension of the modules the first screens import()
 * @param {object} [options]
 * @param {boolean} [options.texts]  with the texts of every language (false: the code only)
 * @returns {string[]} the files' paths under the output's root: `/main.3f2a9c1b.js`
 */
function firstScreenFiles(compilation, modules, { texts = true } = {}) {
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
  compilation.entrypoints.forEach(addGroup);
  for (const group of compilation.chunkGroups) {
    const targets = [...group.blocksIterable].flatMap((block) =>
      block.dependencies.map((dep) => moduleGraph.getModule(dep)),
    );
    if (targets.some((target) => isOneOf(target, modules))) addGroup(group);
  }
  while (pending.length) {
    for (const module of chunkGraph.getChunkModulesIterable(pending.pop())) {
      if (module.type === CONSUME_SHARED) {
        blockGroups(compilation, module).forEach(addGroup);
        for (const provider of providers.get(module.options.shareKey) ?? [])
          blockGroups(compilation, provider).forEach(addGroup);
      } else if (texts && module.type === 'javascript/dynamic' && LOCALES.test(module.context ?? '')) {
        // A context module of texts: one chunk per language.
        blockGroups(compilation, module).forEach(addGroup);
      }
    }
  }
  return [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => `/${file}`);
}

module.exports = { firstScreenFiles };

// Evaluates the modules of an import() (and of a remote's exposed page) in slices of a few milliseconds, so the page
// answers a tap while a screen's code starts. Webpack evaluates them in one synchronous cascade of requires once the
// chunks arrive: one long task per import() (the shell's start, the layout, a remote's page: 60-160 ms traced on a
// signed-in first screen, four times that on Lighthouse's phone).
//
// - Where webpack waits for an import()'s chunks (RuntimeTemplate.blockPromise), it now waits for
//   `__webpack_require__.evaluateSliced(<chunks>, [<module>])`, which then evaluates the module's imports one module
//   at a time, each after what it imports, pausing every few ms (sliced-evaluation-runtime.js).
// - What each module requires at its top level is read from the emitted chunks (top-level-requires.js) and appended
//   to each chunk as a table the runtime reads. A module it cannot split is evaluated whole, as before.
// - In the host (the shell), a shared module it consumes counts as importing its own copy: the host sets up the share
//   scope first and consumes loaded-first, so its antd and React are its own (named in its entry's table). A
//   remote's may come from the host.
// - The app's own modules (the workspace's sources, not node_modules) are not concatenated: webpack's scope hoisting
//   merged the shell's start, and shared-auth's store and api, each into one module whose top level ran as one piece
//   (68-232 ms on Lighthouse's phone) that no slice could split; apart, the slices pause between them.
const { createRequire } = require('node:module');
const { createPause, createSlicedEvaluation } = require('./sliced-evaluation-runtime');
const { topLevelRequires } = require('./top-level-requires');

const NAME = 'SlicedEvaluationPlugin';
const EVALUATE_SLICED = '__webpack_require__.evaluateSliced';
// A slice's length: Lighthouse's phone runs 4x slower and counts a task over 50 ms as blocking; it leaves tasks
// under ~10 ms out of its simulation.
const SLICE_MS = 5;
// The blocks whose module is evaluated as soon as its chunks arrive: an import(), a remote's exposed module. Not a
// shared module's provider or fallback: a chunk loads those for every module it holds, needed or not.
const SLICED_DEPENDENCY_TYPES = new Set(['import()', 'container exposed']);

const tableGlobal = (compilation) =>
  `${compilation.outputOptions.globalObject}[${JSON.stringify(`webpackImports${compilation.outputOptions.uniqueName}`)}]`;

/** A consumed shared module -> the id of this build's own copy of it, when this build provides that copy. */
function ownSharedCopies(compilation) {
  const { moduleGraph, chunkGraph } = compilation;
  const targetOf = (module) => moduleGraph.getModule(module.blocks[0]?.dependencies[0] ?? module.dependencies[0]);
  const provided = new Set();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.add(targetOf(module));
  const copies = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const copy = targetOf(module);
    if (copy && provided.has(copy)) copies.set(module, chunkGraph.getModuleId(copy));
  }
  return copies;
}

const OWN_MODULES_APART = 'an own module, evaluated in slices (sliced-evaluation.js)';

/** Keeps webpack's scope hoisting from merging the workspace's own JavaScript modules, so each is a slice of its own. */
function keepOwnModulesApart(modules) {
  for (const module of modules) {
    const own = module.resource && !/[\\/]node_modules[\\/]/.test(module.resource);
    if (own && module.type.startsWith('javascript/')) module.buildInfo.moduleConcatenationBailout = OWN_MODULES_APART;
  }
}

/** The runtime module defining `evaluateSliced` from sliced-evaluation-runtime.js, reading `table` for imports. */
function slicedEvaluationRuntimeModule({ RuntimeModule, RuntimeGlobals }, table) {
  const code = [
    createSlicedEvaluation.toString(),
    createPause.toString(),
    `${EVALUATE_SLICED} = createSlicedEvaluation(${RuntimeGlobals.require}, ${RuntimeGlobals.moduleFactories}, ` +
      `${RuntimeGlobals.moduleCache}, (id) => (${table} || {})[id], () => performance.now(), createPause(), ` +
      `${SLICE_MS});`,
  ].join('\n');
  return new (class extends RuntimeModule {
    generate() {
      return code;
    }
  })('sliced evaluation');
}

class SlicedEvaluationPlugin {
  /** @param {{ host: boolean }} options host: the app consumes its own copies of the shared modules */
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { Compilation, RuntimeGlobals, sources } = webpack;
    const acorn = createRequire(require.resolve('webpack', { paths: [compiler.context] }))('acorn');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, keepOwnModulesApart);
      const { runtimeTemplate } = compilation;
      const blockPromise = runtimeTemplate.blockPromise.bind(runtimeTemplate);
      runtimeTemplate.blockPromise = (options) => {
        const promise = blockPromise(options);
        const { block, chunkGraph, runtimeRequirements } = options;
        const dependencies = block?.dependencies ?? [];
        if (!runtimeRequirements || !dependencies.length) return promise;
        if (!dependencies.every((dependency) => SLICED_DEPENDENCY_TYPES.has(dependency.type))) return promise;
        const modules = dependencies.map((dependency) => chunkGraph.moduleGraph.getModule(dependency));
        if (!modules.every(Boolean)) return promise;
        runtimeRequirements.add(EVALUATE_SLICED);
        const ids = modules.map((module) => chunkGraph.getModuleId(module));
        return `${EVALUATE_SLICED}(${promise}, ${JSON.stringify(ids)})`;
      };

      compilation.hooks.runtimeRequirementInTree.for(EVALUATE_SLICED).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.require);
        set.add(RuntimeGlobals.moduleFactories);
        set.add(RuntimeGlobals.moduleCache);
        compilation.addRuntimeModule(chunk, slicedEvaluationRuntimeModule(webpack, tableGlobal(compilation)));
      });

      // After minification (the code that runs), before the real content hashes (they cover the tables).
      const stage = Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const { chunkGraph } = compilation;
        const register = (file, table) => {
          if (!table.size) return;
          const global = tableGlobal(compilation);
          const entries = [...table].map(([id, imports]) => `${JSON.stringify(id)}:${JSON.stringify(imports)}`);
          const registration = `\n${global}=Object.assign(${global}||{},{${entries.join(',')}});`;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(source, registration));
        };
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (!file) continue;
          // A consumed shared module usually sits in a chunk of its own with no file (only the runtime knows it): the
          // host's consumed modules are named in its entry, which runs first. Unnamed, the slices stopped at them and
          // webpack evaluated each shared package (shared-auth, react-dom, the toolkit) in one piece.
          if (chunk.hasRuntime()) {
            if (this.host)
              register(
                file,
                new Map(
                  [...ownSharedCopies(compilation)].map(([module, copy]) => [chunkGraph.getModuleId(module), [copy]]),
                ),
              );
            continue;
          }
          register(file, topLevelRequires(compilation.getAsset(file).source.source().toString(), acorn));
        }
      });
    });
  }
}

module.exports = { SlicedEvaluationPlugin };

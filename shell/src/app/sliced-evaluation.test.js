// The build's sliced evaluation of an import()'s modules (config/webpack/sliced-evaluation*.js, top-level-requires.js):
// the page's half on a fake webpack and a fake clock, the build's half on small chunk files.
/* global describe, it, expect -- jest's: eslint reads a .js file as a plain script */
const { createRequire } = require('node:module');
const { createSlicedEvaluation } = require('../../../config/webpack/sliced-evaluation-runtime');
const { topLevelRequires } = require('../../../config/webpack/top-level-requires');

const acorn = createRequire(require.resolve('webpack', { paths: [__dirname] }))('acorn');

const BUDGET_MS = 5;

/**
 * A webpack runtime over `graph` (module -> what it imports, in order): each module's factory requires its imports,
 * then records its own evaluation and advances the clock by `costMs`, as a module's top-level code would.
 */
function fakeWebpack(graph, { costMs = 0, throwing } = {}) {
  const clock = { ms: 0 };
  const factories = {};
  const cache = {};
  const evaluated = [];
  const require = (id) => {
    if (cache[id]) return cache[id].exports;
    const module = (cache[id] = { exports: {} });
    factories[id](module, module.exports, require);
    return module.exports;
  };
  for (const [id, imports] of Object.entries(graph))
    factories[id] = () => {
      for (const imported of imports) require(imported);
      evaluated.push(id);
      clock.ms += costMs;
      if (id === throwing) throw new Error(`${id} failed`);
    };
  return { clock, factories, cache, evaluated, require };
}

/** What webpack itself evaluates, in order, when the import() requires `target` in one cascade. */
function cascadeOrder(graph, target) {
  const webpack = fakeWebpack(graph);
  webpack.require(target);
  return webpack.evaluated;
}

/** The sliced evaluation on a fake webpack; `tasks` records what each slice (one task of the page) evaluated. */
function slicedOn(graph, options = {}) {
  const webpack = fakeWebpack(graph, options);
  const tasks = [[]];
  const pending = [];
  const require = (id) => {
    const before = webpack.evaluated.length;
    const exports = webpack.require(id);
    tasks[tasks.length - 1].push(...webpack.evaluated.slice(before));
    return exports;
  };
  const pause = (resume) => pending.push(resume);
  const evaluateSliced = createSlicedEvaluation(
    require,
    webpack.factories,
    webpack.cache,
    options.importsOf ?? ((id) => graph[id]),
    () => webpack.clock.ms,
    pause,
    BUDGET_MS,
  );
  /** Runs the page's tasks until nothing is left: each pause ends a task. */
  const drain = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const resume = pending.shift();
      if (!resume) return;
      tasks.push([]);
      resume();
    }
  };
  return { webpack, evaluateSliced, tasks, drain };
}

const LAYOUT = {
  layout: ['menu', 'card', 'texts'],
  menu: ['motion', 'util'],
  card: ['util', 'skeleton'],
  skeleton: ['motion'],
  texts: [],
  motion: ['util'],
  util: [],
};

describe('evaluating an import() in slices', () => {
  it('evaluates each module after what it imports, in the order of webpack’s own cascade', async () => {
    const { webpack, evaluateSliced, drain } = slicedOn(LAYOUT, { costMs: 1 });
    const done = evaluateSliced(Promise.resolve(), ['layout']);
    await drain();
    await done;
    expect(webpack.evaluated).toEqual(cascadeOrder(LAYOUT, 'layout'));
    expect(webpack.evaluated).toEqual(['util', 'motion', 'menu', 'skeleton', 'card', 'texts', 'layout']);
  });

  it('hands the main thread back once a slice has run for its budget', async () => {
    const { evaluateSliced, tasks, drain } = slicedOn(LAYOUT, { costMs: 2 });
    const done = evaluateSliced(Promise.resolve(), ['layout']);
    await drain();
    await done;
    // 2 ms a module, 5 ms a slice: three modules a task (the third ends it), never the whole cascade in one.
    expect(tasks).toEqual([['util', 'motion', 'menu'], ['skeleton', 'card', 'texts'], ['layout']]);
  });

  it('enters a cycle through the module webpack’s cascade enters it by', async () => {
    // page -> form -> field -> form: the cascade evaluates field (form half done), then form, then page.
    const cyclic = { page: ['form', 'labels'], form: ['field'], field: ['form', 'labels'], labels: [] };
    const { webpack, evaluateSliced, drain } = slicedOn(cyclic, { costMs: 1 });
    const done = evaluateSliced(Promise.resolve(), ['page']);
    await drain();
    await done;
    expect(webpack.evaluated).toEqual(cascadeOrder(cyclic, 'page'));
    expect(webpack.evaluated).toEqual(['labels', 'field', 'form', 'page']);
  });

  it('evaluates nothing already evaluated, and nothing not loaded', async () => {
    // card also counts as importing a shared module's own copy, which this page took from elsewhere (never loaded).
    const asked = [];
    const importsOf = (id) => {
      asked.push(id);
      return id === 'card' ? [...LAYOUT.card, 'own copy'] : LAYOUT[id];
    };
    const { webpack, evaluateSliced, drain } = slicedOn(LAYOUT, { costMs: 1, importsOf });
    webpack.require('menu');
    webpack.evaluated.length = 0;
    const done = evaluateSliced(Promise.resolve(), ['card']);
    await drain();
    await done;
    expect(webpack.evaluated).toEqual(['skeleton', 'card']);
    // The evaluated part of the graph is not walked again.
    expect(asked).toEqual(['card', 'skeleton']);
  });

  it('evaluates a module whose imports it does not know in one piece, as webpack does', async () => {
    const importsOf = (id) => (id === 'menu' ? undefined : LAYOUT[id]);
    const { webpack, evaluateSliced, tasks, drain } = slicedOn(LAYOUT, { costMs: 2, importsOf });
    const done = evaluateSliced(Promise.resolve(), ['layout']);
    await drain();
    await done;
    expect(webpack.evaluated).toEqual(cascadeOrder(LAYOUT, 'layout'));
    expect(tasks[0]).toEqual(['util', 'motion', 'menu']);
  });

  it('waits for the chunks, and fails with the error a module throws', async () => {
    const { webpack, evaluateSliced, drain } = slicedOn(LAYOUT, { costMs: 2, throwing: 'card' });
    let arrive;
    const done = evaluateSliced(new Promise((resolve) => (arrive = resolve)), ['layout']);
    await drain();
    expect(webpack.evaluated).toEqual([]);
    arrive();
    const failed = expect(done).rejects.toThrow('card failed');
    await drain();
    await failed;
    expect(webpack.evaluated).not.toContain('layout');
  });

  it('evaluates one import() at a time, in the order their chunks arrived', async () => {
    const { webpack, evaluateSliced, drain } = slicedOn(LAYOUT, { costMs: 2 });
    const both = Promise.all([
      evaluateSliced(Promise.resolve(), ['card']),
      evaluateSliced(Promise.resolve(), ['menu', 'texts']),
    ]);
    await drain();
    await both;
    expect(webpack.evaluated).toEqual(['util', 'motion', 'skeleton', 'card', 'menu', 'texts']);
  });
});

const chunk = (modules) => `"use strict";(self.webpackChunkshell=self.webpackChunkshell||[]).push([[7],{${modules}}]);`;

describe('what a chunk’s modules require at their top level', () => {
  it('lists the requires a module runs as it is evaluated, in order, not those in its functions', () => {
    const code = chunk(
      '11(e,t,r){"use strict";r.r(t),r.d(t,{A:()=>l});var a=r(21),n=r(22);let l=()=>r(99);r(23);' +
        'class C extends r(24).B{m(){return r(98)}}function f(){return r(97)}}',
    );
    expect(topLevelRequires(code, acorn)).toEqual(new Map([[11, [21, 22, 23, 24]]]));
  });

  it('leaves out a module that may require more as it runs: in a branch, or handing `require` on', () => {
    const code = chunk('11(e,t,r){var a=r(21);x?r(22):0}, 12(e,t,r){var a=r(21);y(r)}, 13(e,t,r){try{r(21)}catch{}}');
    expect(topLevelRequires(code, acorn)).toEqual(new Map());
  });

  it('reads a function called where it is written, unless it gives the name to something else', () => {
    const code = chunk(
      '11(e,t,r){!function(){var a=r(21)}(),function(){r(22)}.call(this)}, ' +
        '12(e,t,r){var a=r(21);!function(r){r(5)}(1);{let r=a;r(6)}}',
    );
    expect(topLevelRequires(code, acorn)).toEqual(
      new Map([
        [11, [21, 22]],
        [12, [21]],
      ]),
    );
  });
});

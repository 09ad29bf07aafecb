// The page's half of sliced-evaluation.js. It is written into webpack's runtime as text (Function.toString), so it
// stays self-contained: no imports, no closure over this file.

/**
 * Returns `evaluateSliced(loaded, targets)`: once `loaded` (the chunks of an import()) resolves, evaluates the
 * modules `targets` need one by one, each after the modules it imports, handing the main thread back whenever
 * `budgetMs` have passed, instead of one synchronous cascade of webpack requires in a single long task. Resolves
 * when the targets are evaluated; rejects with the error a module threw.
 *
 * @param {(id: string | number) => unknown} require webpack's require
 * @param {Record<string, unknown>} factories webpack's module factories (a module not there is not loaded)
 * @param {Record<string, unknown>} cache webpack's module cache (a module there is evaluated, or being evaluated)
 * @param {(id: string | number) => Array<string | number> | undefined} importsOf what a module requires at its top
 *   level, in order; undefined: unknown, the module is evaluated with whatever it requires, as one piece
 * @param {() => number} now a clock in ms
 * @param {(resume: () => void) => void} pause calls `resume` in a later task
 * @param {number} budgetMs how long a slice runs before it pauses
 */
function createSlicedEvaluation(require, factories, cache, importsOf, now, pause, budgetMs) {
  const pending = (id) => !cache[id] && Boolean(factories[id]);

  // Post-order of the modules not evaluated yet, as webpack's own cascade from the targets would reach them
  // (Tarjan's strongly connected components): each after what it imports. A cycle is entered by the module through
  // which the cascade enters it, and requiring that one evaluates the rest of the cycle in webpack's own order.
  function evaluationOrder(targets) {
    const order = [];
    const index = new Map();
    const lowest = new Map();
    const stack = [];
    const onStack = new Set();
    const visit = (id) => {
      index.set(id, index.size);
      lowest.set(id, index.get(id));
      stack.push(id);
      onStack.add(id);
      for (const imported of importsOf(id) || []) {
        if (!pending(imported)) continue;
        if (!index.has(imported)) {
          visit(imported);
          lowest.set(id, Math.min(lowest.get(id), lowest.get(imported)));
        } else if (onStack.has(imported)) {
          lowest.set(id, Math.min(lowest.get(id), index.get(imported)));
        }
      }
      if (lowest.get(id) !== index.get(id)) return;
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
      } while (member !== id);
      order.push(id);
    };
    for (const id of targets) if (pending(id) && !index.has(id)) visit(id);
    return order;
  }

  function evaluate(order) {
    return new Promise((resolve, reject) => {
      let next = 0;
      const slice = () => {
        const start = now();
        try {
          while (next < order.length) {
            require(order[next++]);
            if (next < order.length && now() - start >= budgetMs) return pause(slice);
          }
          resolve();
        } catch (error) {
          reject(error);
        }
      };
      slice();
    });
  }

  // One evaluation at a time, in the order their chunks arrived: webpack's cascades never interleaved either.
  let previous = Promise.resolve();
  return function evaluateSliced(loaded, targets) {
    return Promise.resolve(loaded).then(() => {
      const turn = previous.then(() => evaluate(evaluationOrder(targets)));
      previous = turn.catch(() => undefined);
      return turn;
    });
  };
}

/** The page's pause: scheduler.yield where the browser has it, else a message to itself (a new task, no 4 ms clamp). */
function createPause() {
  const scheduler = globalThis.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return (resume) => scheduler.yield().then(resume);
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()();
  return (resume) => {
    waiting.push(resume);
    channel.port2.postMessage(null);
  };
}

module.exports = { createSlicedEvaluation, createPause };

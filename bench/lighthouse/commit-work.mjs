// What each React commit of a signed-in first screen does to the DOM and the store, counted in the page:
//   node bench/lighthouse/commit-work.mjs <base url> <email> [path=/] [width=412] [WEB_ROOT=this checkout]
// Signs in through the page, then opens `path` afresh (CPU 4x slower, no HTTP cache) with React's devtools hook and
// Redux's devtools compose stubbed and the DOM's mutating methods wrapped. Per commit (the work since the one before:
// React creates and sets up a new element in its render phase): elements created, attributes set by tag and name,
// nodes inserted and removed, store dispatches by type and store subscriptions, fibers mounted, and effects run
// (passive and layout effects with work to do) by component, named through the build's source maps. Counts are exact.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInContext } from './signed-in-context.mjs';
import { sourceMapper } from './trace-profile.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [base, email, route = '/', width = '412', webRoot = ROOT] = process.argv.slice(2);
if (!email) {
  console.error('usage: node bench/lighthouse/commit-work.mjs <base url> <email> [path] [width] [WEB_ROOT]');
  process.exit(2);
}

/** In the page: counters reset at each commit, React's and Redux's devtools entry points stubbed to see commits. */
function instrument() {
  const fresh = () => ({
    created: 0,
    attributes: new Map(),
    inserted: 0,
    removed: 0,
    dispatches: new Map(),
    subscribes: 0,
    styleTexts: 0,
    connectedAttributes: new Map(),
    connectedLog: [],
    hidden: 0,
  });
  let current = fresh();
  const commits = [];
  const types = [];
  const typeIndex = new Map();
  window.__commitWork = { commits, types };
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  const wrap = (proto, name, count) => {
    const original = proto[name];
    proto[name] = function (...args) {
      count(this, args);
      return original.apply(this, args);
    };
  };
  wrap(Document.prototype, 'createElement', () => current.created++);
  wrap(Document.prototype, 'createElementNS', () => current.created++);
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    const key = `${this.localName}[${name}]`;
    bump(current.attributes, key);
    if (!this.isConnected) return setAttribute.call(this, name, value);
    const started = performance.now();
    const before = this.getAttribute(name);
    try {
      return setAttribute.call(this, name, value);
    } finally {
      const took = performance.now() - started;
      current.connectedAttributes.set(key, (current.connectedAttributes.get(key) ?? 0) + 1);
      current.connectedLog.push(
        `${key} ${JSON.stringify(before)} -> ${JSON.stringify(String(value))} ${took.toFixed(1)} ms`,
      );
    }
  };
  // React hides a suspended boundary's content with display: none !important, and shows it again by removing it.
  wrap(CSSStyleDeclaration.prototype, 'setProperty', (_style, [name, , priority]) => {
    if (name === 'display' && priority === 'important') current.hidden++;
  });
  wrap(Element.prototype, 'setAttributeNS', (element, [, name]) =>
    bump(current.attributes, `${element.localName}[${name}]`),
  );
  wrap(Node.prototype, 'appendChild', () => current.inserted++);
  wrap(Node.prototype, 'insertBefore', () => current.inserted++);
  wrap(Node.prototype, 'removeChild', () => current.removed++);
  const cssText = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, 'cssText');

  const nameOf = (fiber) => {
    let type = fiber.type;
    if (type && typeof type === 'object') type = type.render ?? type.type ?? type;
    if (typeof type !== 'function') return undefined;
    if (!typeIndex.has(type)) {
      typeIndex.set(type, types.length);
      types.push(type);
    }
    return typeIndex.get(type);
  };
  // React 19's fiber flags and hook effect tags.
  const PERFORMED_WORK = 1;
  const PASSIVE = 2048;
  const UPDATE = 4;
  const HAS_EFFECT = 1;
  const HOOK_LAYOUT = 4;
  const HOOK_PASSIVE = 8;
  const seen = new WeakSet();
  const walk = (fiber, visit) => {
    for (let child = fiber; child; child = child.sibling) {
      visit(child);
      if (child.child) walk(child.child, visit);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const mounted = new Map();
      const effects = new Map();
      const boundaries = new Map();
      const rendered = new Map();
      let fibers = 0;
      let mountedFibers = 0;
      walk(root.current, (fiber) => {
        fibers++;
        const component = nameOf(fiber);
        // A fiber is new if neither it nor its other version (React keeps two) was in an earlier commit's tree.
        if (!seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) {
          mountedFibers++;
          if (component !== undefined) bump(mounted, component);
        }
        seen.add(fiber);
        // A Suspense boundary (tag 13) whose fallback appeared or went in this commit, named by its owner.
        if (fiber.tag === 13 && fiber.alternate) {
          const was = fiber.alternate.memoizedState !== null;
          const is = fiber.memoizedState !== null;
          if (was !== is) {
            let owner = fiber.return;
            while (owner && nameOf(owner) === undefined) owner = owner.return;
            bump(boundaries, `${is ? 'fallback' : 'revealed'}:${owner ? nameOf(owner) : '?'}`);
          }
        }
      });
      // Effects with work to do, on the fibers this commit rendered (a subtree it skipped keeps stale flags).
      const countEffects = (fiber) => {
        for (let child = fiber; child; child = child.sibling) {
          const component = nameOf(child);
          if (child.flags & PERFORMED_WORK && component !== undefined) bump(rendered, component);
          const last = child.flags & (PASSIVE | UPDATE) && component !== undefined && child.updateQueue?.lastEffect;
          if (last) {
            let effect = last.next;
            do {
              if (effect.tag & HAS_EFFECT && effect.tag & (HOOK_PASSIVE | HOOK_LAYOUT)) bump(effects, component);
              effect = effect.next;
            } while (effect !== last.next);
          }
          if (child.child && child.subtreeFlags & (PASSIVE | UPDATE | PERFORMED_WORK)) countEffects(child.child);
        }
      };
      countEffects(root.current);
      commits.push({
        at: performance.now(),
        created: current.created,
        attributes: [...current.attributes],
        inserted: current.inserted,
        removed: current.removed,
        dispatches: [...current.dispatches],
        subscribes: current.subscribes,
        styleTexts: current.styleTexts,
        connectedAttributes: [...current.connectedAttributes],
        connectedLog: current.connectedLog,
        hidden: current.hidden,
        boundaries: [...boundaries],
        fibers,
        mountedFibers,
        mounted: [...mounted],
        effects: [...effects],
        rendered: [...rendered],
      });
      current = fresh();
    },
  };
  Object.defineProperty(CSSStyleDeclaration.prototype, 'cssText', {
    ...cssText,
    set(value) {
      current.styleTexts++;
      cssText.set.call(this, value);
    },
  });
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers) =>
    (createStore) =>
    (...args) => {
      const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
      const { dispatch, subscribe } = store;
      store.dispatch = (action) => {
        if (action && typeof action === 'object') bump(current.dispatches, action.type);
        return dispatch(action);
      };
      store.subscribe = (listener) => {
        current.subscribes++;
        return subscribe(listener);
      };
      return store;
    };
}

const { browser, context } = await signedInContext(base, email, width);

const page = await context.newPage();
await page.addInitScript(instrument);
const cdp = await context.newCDPSession(page);
const scripts = new Map();
cdp.on('Debugger.scriptParsed', ({ scriptId, url }) => scripts.set(scriptId, url));
await cdp.send('Debugger.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const navigationStart = Date.now();
await page.goto(`${base}${route}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { commits, typeCount } = await page.evaluate(() => ({
  commits: window.__commitWork.commits,
  typeCount: window.__commitWork.types.length,
}));

const originalOf = sourceMapper(webRoot);
const names = [];
for (let index = 0; index < typeCount; index++) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: `window.__commitWork.types[${index}]` });
  const { internalProperties = [] } = await cdp.send('Runtime.getProperties', { objectId: result.objectId });
  const location = internalProperties.find((property) => property.name === '[[FunctionLocation]]')?.value?.value;
  const url = location && scripts.get(location.scriptId);
  if (!url) {
    names.push(result.description?.slice(0, 40) ?? '?');
    continue;
  }
  const { source, name } = originalOf({ url, lineNumber: location.lineNumber, columnNumber: location.columnNumber });
  const where = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^\.\//, '');
  names.push(`${name ?? '?'} (${where})`);
}
await browser.close();

const top = (entries, n, label = (key) => key) =>
  entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${label(key)} ${count}`)
    .join(', ');
const sum = (entries) => entries.reduce((total, [, count]) => total + count, 0);
const verbose = Number(process.env.TOP ?? 12);
console.log(
  `${commits.length} commits on ${route} (${width} px) in ${((Date.now() - navigationStart) / 1000).toFixed(1)} s`,
);
for (const [index, commit] of commits.entries()) {
  const attributes = sum(commit.attributes);
  const effects = sum(commit.effects);
  console.log(
    `#${index} at ${commit.at.toFixed(0)} ms: fibers ${commit.fibers} (mounted ${commit.mountedFibers}), elements created ${commit.created}, attributes set ${attributes}, style texts ${commit.styleTexts}, inserted ${commit.inserted}, removed ${commit.removed}, rendered ${sum(commit.rendered)}, effects ${effects}, dispatches ${sum(commit.dispatches)}, store subscribes ${commit.subscribes}`,
  );
  if (commit.boundaries.length)
    console.log(`    suspense: ${top(commit.boundaries, verbose, (key) => key.replace(/\d+$/, (i) => names[i]))}`);
  if (commit.hidden) console.log(`    display:none !important set ${commit.hidden}`);
  if (commit.connectedAttributes.length)
    console.log(`    attributes on connected elements: ${top(commit.connectedAttributes, verbose)}`);
  if (process.env.LOG_CONNECTED) for (const line of commit.connectedLog) console.log(`      ${line}`);
  if (process.env.RENDERED && commit.rendered.length)
    console.log(`    rendered: ${top(commit.rendered, verbose, (i) => names[i])}`);
  if (commit.mountedFibers < Number(process.env.MIN_MOUNTED ?? 20) && attributes < 50) continue;
  if (attributes) console.log(`    attributes: ${top(commit.attributes, verbose)}`);
  if (commit.mounted.length) console.log(`    mounted: ${top(commit.mounted, verbose, (i) => names[i])}`);
  if (effects) console.log(`    effects: ${top(commit.effects, verbose, (i) => names[i])}`);
  if (commit.dispatches.length) console.log(`    dispatches: ${top(commit.dispatches, verbose)}`);
}

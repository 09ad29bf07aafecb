// What each module of an emitted chunk requires when it is evaluated, read from the chunk's final code: webpack's
// module graph does not say which requires run at a module's top level (a CommonJS require inside a function, a
// concatenated module's imports between its parts), the code does.
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LOGICAL_ASSIGNMENTS = new Set(['||=', '&&=', '??=']);
const BLOCKS = new Set([
  'BlockStatement',
  'StaticBlock',
  'SwitchStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'CatchClause',
]);
const KEYED = new Set(['Property', 'MethodDefinition', 'PropertyDefinition']);

// The parts of these nodes that may not run when the node does (branches, loop bodies, right-hand sides, guarded
// code): a require there runs only sometimes, so it must not run ahead of its module.
const CONDITIONAL_PARTS = {
  IfStatement: ['consequent', 'alternate'],
  ConditionalExpression: ['consequent', 'alternate'],
  LogicalExpression: ['right'],
  ForStatement: ['test', 'update', 'body'],
  ForInStatement: ['body'],
  ForOfStatement: ['body'],
  WhileStatement: ['test', 'body'],
  DoWhileStatement: ['body', 'test'],
  SwitchStatement: ['cases'],
  TryStatement: ['block', 'handler', 'finalizer'],
  ChainExpression: ['expression'],
};

/** The names a binding pattern (a parameter, a declarator's id) binds. */
function boundNames(pattern, names = []) {
  if (!pattern) return names;
  if (pattern.type === 'Identifier') names.push(pattern.name);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, names);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, names);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) boundNames(element, names);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties)
      boundNames(property.type === 'RestElement' ? property : property.value, names);
  return names;
}

/** Whether a declaration statement (let, const, var, function, class) binds `name`. */
function declares(statement, name, kinds) {
  if (statement.type === 'VariableDeclaration')
    return kinds.includes(statement.kind) && statement.declarations.some((item) => boundNames(item.id).includes(name));
  return ['FunctionDeclaration', 'ClassDeclaration'].includes(statement.type) && statement.id?.name === name;
}

/** Whether a block's own statements (not inner blocks) declare `name` for the whole block. */
function blockDeclares(block, name) {
  const statements =
    block.type === 'SwitchStatement'
      ? block.cases.flatMap((item) => item.consequent)
      : Array.isArray(block.body)
        ? block.body
        : [];
  const head = [block.init, block.left].filter((part) => part?.type === 'VariableDeclaration');
  const caught = block.type === 'CatchClause' && boundNames(block.param).includes(name);
  return caught || [...head, ...statements].some((statement) => declares(statement, name, ['let', 'const']));
}

/** Whether a function binds `name` in its whole body: a parameter, a var anywhere in it, a top-level declaration. */
function functionDeclares(fn, name, { params = true } = {}) {
  if (params && fn.params.flatMap((param) => boundNames(param)).includes(name)) return true;
  if (fn.body.type !== 'BlockStatement') return false;
  if (fn.body.body.some((statement) => declares(statement, name, ['let', 'const', 'var']))) return true;
  let found = false;
  const visit = (node) => {
    if (!node || typeof node.type !== 'string' || found || FUNCTIONS.has(node.type)) return;
    if (declares(node, name, ['var'])) found = true;
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) visit(item);
      else if (value && typeof value === 'object' && key !== 'loc') visit(value);
    }
  };
  fn.body.body.forEach(visit);
  return found;
}

/**
 * The requires of one module factory (`(module, exports, require) => { ... }`): `eager`, the module ids its code
 * requires unconditionally as it is evaluated, in that order; `opaque` when it may require more than that while it is
 * evaluated (a require in a branch, or `require` handed to other code), so its evaluation cannot be split.
 * Requires inside functions run when the function is called, not with the module, and are left out, except in a
 * function called where it is written (a CommonJS module's wrapper).
 */
function requiresOfFactory(factory) {
  const requireParam = factory.params[2];
  if (!requireParam || requireParam.type !== 'Identifier') return { eager: [], opaque: false };
  const name = requireParam.name;
  const eager = [];
  let opaque = false;

  const isRequireCall = (node) =>
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    node.callee.name === name &&
    node.arguments.length === 1 &&
    node.arguments[0].type === 'Literal' &&
    typeof node.arguments[0].value === 'number';

  // `(function () { ... })()`, `!function () { ... }()`, `(function () { ... }).call(this)`
  const calledInPlace = (node) => {
    if (node.type !== 'CallExpression') return null;
    const { callee } = node;
    if (FUNCTIONS.has(callee.type)) return callee;
    const isCallOrApply = callee.type === 'MemberExpression' && ['call', 'apply'].includes(callee.property.name);
    return isCallOrApply && FUNCTIONS.has(callee.object.type) ? callee.object : null;
  };

  // A function called where it is written runs with the module: walked as its code, unless it gives `require`'s
  // name to something else (a minifier reuses short names), then it cannot require anything.
  function walkInPlace(fn, mode) {
    if (functionDeclares(fn, name)) return;
    for (const param of fn.params) walk(param, mode);
    walk(fn.body, mode);
  }

  function walk(node, mode) {
    if (!node || typeof node.type !== 'string') return;
    if (mode === 'eager' && isRequireCall(node)) {
      eager.push(node.arguments[0].value);
      return;
    }
    if (mode === 'conditional' && isRequireCall(node)) {
      opaque = true;
      return;
    }
    if (node.type === 'Identifier' && node.name === name && mode !== 'lazy') {
      // `require` as a value (not called with an id, not `require.x`): whoever receives it may require anything.
      opaque = true;
      return;
    }
    // An inner block that declares the name: there it is not webpack's require.
    if (BLOCKS.has(node.type) && blockDeclares(node, name)) return;
    if (FUNCTIONS.has(node.type)) {
      for (const param of node.params) walk(param, 'lazy');
      return walk(node.body, 'lazy');
    }
    if (node.type === 'ClassBody') {
      for (const member of node.body) walk(member, member.static || member.type === 'StaticBlock' ? mode : 'lazy');
      return;
    }
    if (node.type === 'MemberExpression') {
      // `require.d(...)`, `require.n(x)`: webpack's helpers, not a require.
      if (!(node.object.type === 'Identifier' && node.object.name === name)) walk(node.object, mode);
      if (node.computed) walk(node.property, mode);
      return;
    }
    const inPlace = calledInPlace(node);
    if (inPlace) {
      for (const argument of node.arguments) walk(argument, mode);
      return walkInPlace(inPlace, mode);
    }
    const conditionalParts =
      node.type === 'AssignmentExpression' && LOGICAL_ASSIGNMENTS.has(node.operator)
        ? ['right']
        : CONDITIONAL_PARTS[node.type] || [];
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (key === 'key' && KEYED.has(node.type) && !node.computed) continue;
      const partMode = mode === 'eager' && conditionalParts.includes(key) ? 'conditional' : mode;
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) walk(item, partMode);
      else if (value && typeof value === 'object') walk(value, partMode);
    }
  }

  // `var require = ...` in the factory: the name is not webpack's require any more.
  if (functionDeclares(factory, name, { params: false })) return { eager: [], opaque: true };
  walk(factory.body, 'eager');
  return { eager, opaque };
}

/** The modules object of a chunk file: `(self.webpackChunkX = ...).push([[ids], { id: factory, ... }])`. */
function modulesObjectOf(program) {
  const statements = program.body.map((statement) => statement.expression).filter(Boolean);
  for (const expression of statements) {
    if (
      expression.type === 'CallExpression' &&
      expression.callee.type === 'MemberExpression' &&
      expression.callee.property.name === 'push' &&
      expression.arguments[0]?.type === 'ArrayExpression' &&
      expression.arguments[0].elements[1]?.type === 'ObjectExpression'
    )
      return expression.arguments[0].elements[1];
  }
  return null;
}

/**
 * For a chunk file's code (parsed with `acorn`, webpack's own parser):  module id -> the ids its evaluation requires first, in order, for every module whose
 * evaluation can be split that way (an opaque module, or one that requires nothing, is left out: it is evaluated in
 * one piece).
 */
function topLevelRequires(code, acorn) {
  const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  const modules = modulesObjectOf(program);
  const requires = new Map();
  if (!modules) return requires;
  for (const property of modules.properties) {
    const factory = property.value;
    if (!FUNCTIONS.has(factory?.type)) continue;
    const id = property.key.type === 'Literal' ? property.key.value : property.key.name;
    const { eager, opaque } = requiresOfFactory(factory);
    if (!opaque && eager.length) requires.set(id, eager);
  }
  return requires;
}

module.exports = { topLevelRequires };

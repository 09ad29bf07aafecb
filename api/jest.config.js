const fs = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/**
 * Jest on Node 20 cannot require ESM-only packages (kysely, typebox, cookie, ...), and PGlite's
 * CommonJS build uses import() of Node built-ins, which jest's vm refuses. Those packages are
 * compiled to CommonJS with swc like our own code; every other dependency is left untouched.
 */
function compiledPackages() {
  const store = path.join(__dirname, '..', 'node_modules', '.pnpm');
  const dirs = fs.existsSync(store) ? fs.readdirSync(store) : [];
  return dirs.filter((dir) => {
    if (dir.startsWith('@electric-sql+pglite@')) return true;
    const name = dir.slice(0, dir.lastIndexOf('@')).replace('+', '/');
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(store, dir, 'node_modules', name, 'package.json'), 'utf8')).type ===
        'module'
      );
    } catch {
      return false;
    }
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compiled = compiledPackages().map(escape).join('|');

const DATABASE_HELPERS = /\b(createTestApp|createTestDb|createDb)\b/;

/**
 * With DATABASE_URL set, the suite runs a second time to prove the SQL on PostgreSQL: test files that open no
 * database (face engine, crypto, pure rules) already ran on the first pass and are left out of this one.
 */
function filesWithoutDatabase() {
  if (!process.env.DATABASE_URL) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && !DATABASE_HELPERS.test(fs.readFileSync(full, 'utf8')))
        found.push(full);
    }
  };
  walk(path.join(__dirname, 'src'));
  return found.map(escape).map((file) => `^${file}$`);
}

/** @type {import('jest').Config} */
module.exports = {
  // Node's, plus what a jest worker's test files share (the thread PGlite runs in).
  testEnvironment: '<rootDir>/jest-environment.js',
  roots: ['<rootDir>/src'],
  testPathIgnorePatterns: ['/node_modules/', ...filesWithoutDatabase()],
  transform: { '^.+\\.(ts|m?js|cjs)$': swc },
  transformIgnorePatterns: [`^(?!.*/node_modules/\\.pnpm/(${compiled})/).*/node_modules/`],
  // Packages every app loads that hold no per-file state: one copy per jest worker (jest-environment.js).
  moduleNameMapper: {
    '^@zxcvbn-ts/(language-common|language-en)$': '<rootDir>/src/test/worker-packages/$1.cjs',
    '^(typebox|kysely)$': '<rootDir>/src/test/worker-packages/$1.cjs',
    '^typebox/value$': '<rootDir>/src/test/worker-packages/typebox-value.cjs',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};

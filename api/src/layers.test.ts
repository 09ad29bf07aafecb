import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The lint zones of the workspace (eslint.config.mjs, config/eslint/) hold the api's layers and the front ends'
// feature folders, only the visibility policy writes its SQL mark, and no front end takes a value from a subpath no
// app shares, nor a router name the shared router lacks. This lints one-line fixtures at real paths with the real
// config, so a zone that stops matching (a renamed folder, a resolver that no longer finds .ts files) fails here
// rather than silently.
const ROOT = path.resolve(__dirname, '../..');

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { file, from, code } of cases) {
  const text = code ?? \`import * as crossing from '\${from}';\\nexport default crossing;\\n\`;
  const [result] = await eslint.lintText(text, { filePath: file });
  const zones = ['import-x/no-restricted-paths', 'no-restricted-syntax', '@typescript-eslint/no-restricted-imports'];
  found.push(result.messages.filter((m) => zones.includes(m.ruleId)).map((m) => m.message));
}
console.log(JSON.stringify(found));
`;

interface Case {
  file: string;
  from: string;
  /** The fixture's text when it is not an import of `from`. */
  code?: string;
}

function restrictedPathErrors(cases: Case[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const LAYER = /The api's (\w[\w ]*) layer imports nothing from a higher layer/;
const MODULE_DOOR = 'A module reaches another module only through its index.ts.';
const FEATURE = 'A feature does not import another feature';
const POLICY_SQL = "Only plugins/visibility.ts writes the policy's SQL";
const UNSHARED_SUBPATH = "Import values from '@reduxjs/toolkit/query/react', the shared singleton";
const SECOND_ROUTER = "Import from 'react-router-dom', the shared router";
const NOT_IN_SHARED_ROUTER = /^'useMatch' import from 'react-router-dom' is restricted.*lacks it: add it there/;
const routerNames = (names: string) => `import { ${names} } from 'react-router-dom';\nexport default [${names}];\n`;
const typeOnly = (from: string) => `import type { FetchArgs } from '${from}';\nexport type Args = FetchArgs;\n`;
// Spelled apart, or this file would trip the rule it checks.
const forgedMark = `export const forged = '/* ${['visibility', 'policy'].join('-')} */ true';\n`;

describe('the lint zones', () => {
  // One eslint start for every case: it takes seconds.
  const cases: Array<Case & { expected: RegExp | string | null }> = [
    { file: 'api/src/lib/fixture.ts', from: '../plugins/access', expected: LAYER },
    { file: 'api/src/lib/fixture.ts', from: './app-error', expected: null },
    { file: 'api/src/db/fixture.ts', from: '../modules/settings', expected: LAYER },
    { file: 'api/src/plugins/fixture.ts', from: '../modules/auth', expected: LAYER },
    { file: 'api/src/plugins/fixture.ts', from: '../db/types', expected: null },
    { file: 'api/src/modules/leave/fixture.ts', from: '../../app', expected: LAYER },
    { file: 'api/src/modules/leave/fixture.ts', from: '../../test/test-app', expected: LAYER },
    { file: 'api/src/modules/leave/fixture.ts', from: '../attendance/clock-service', expected: MODULE_DOOR },
    { file: 'api/src/modules/leave/fixture.ts', from: '../attendance', expected: null },
    { file: 'api/src/modules/leave/fixture.ts', from: './leave-status', expected: null },
    { file: 'mf-leave/src/features/my-leave/balances/fixture.tsx', from: '../calendar-feeds/api', expected: FEATURE },
    { file: 'mf-leave/src/features/my-leave/balances/fixture.tsx', from: '../my-leave-page', expected: FEATURE },
    { file: 'mf-leave/src/features/my-leave/balances/fixture.tsx', from: '../../team-calendar/api', expected: FEATURE },
    { file: 'mf-leave/src/features/my-leave/balances/fixture.tsx', from: '../../../shared/messages', expected: null },
    { file: 'mf-leave/src/features/my-leave/fixture.tsx', from: './balances/leave-balances-card', expected: null },
    { file: 'mf-leave/src/features/leave-request/fixture.tsx', from: '../my-leave/my-leave-page', expected: FEATURE },
    { file: 'api/src/modules/leave/fixture.ts', from: '', code: forgedMark, expected: POLICY_SQL },
    {
      file: 'mf-attendance/src/features/attendance/fixture.ts',
      from: '@reduxjs/toolkit/query',
      expected: UNSHARED_SUBPATH,
    },
    { file: 'mf-attendance/src/features/attendance/fixture.ts', from: '@reduxjs/toolkit/query/react', expected: null },
    {
      file: 'mf-attendance/src/features/attendance/fixture.ts',
      from: '@reduxjs/toolkit/query',
      code: typeOnly('@reduxjs/toolkit/query'),
      expected: null,
    },
    { file: 'mf-people/src/features/employee-list/fixture.tsx', from: 'react-router', expected: SECOND_ROUTER },
    {
      file: 'shell/src/features/layout/fixture.tsx',
      from: 'react-router-dom',
      code: routerNames('useMatch'),
      expected: NOT_IN_SHARED_ROUTER,
    },
    {
      file: 'shell/src/features/layout/fixture.tsx',
      from: 'react-router-dom',
      code: routerNames('Link, useNavigate'),
      expected: null,
    },
    {
      file: 'shared-auth/src/federation/react-router-dom.ts',
      from: 'react-router',
      code: "export { Link } from 'react-router';\n",
      expected: null,
    },
  ];
  let errors: string[][];
  beforeAll(() => {
    errors = restrictedPathErrors(cases);
  }, 120_000);

  it.each(cases.map((c, index) => [`${c.file} importing ${c.from}`, index] as const))('%s', (_, index) => {
    const { expected } = cases[index]!;
    const found = errors[index]!;
    if (expected === null) expect(found).toEqual([]);
    else expect(found).toEqual([expect.stringMatching(expected)]);
  });
});

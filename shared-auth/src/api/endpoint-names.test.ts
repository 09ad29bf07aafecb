/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
// An endpoint definition as RTK Query and the generated files write it: `name: build.query<...>(`.
const DEFINITION = /^\s*(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;

/** The workspace packages that inject endpoints into the one baseApi: shared-auth and those that use it. */
function apiPackages(): string[] {
  return fs.readdirSync(ROOT).filter((dir) => {
    const manifest = path.join(ROOT, dir, 'package.json');
    if (!fs.existsSync(manifest) || !fs.existsSync(path.join(ROOT, dir, 'src'))) return false;
    const { name, dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    return name === 'shared-auth' || 'shared-auth' in dependencies;
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each endpoint name with the files (relative to the repository) that define it. */
function endpointDefinitions(packages: string[]): Map<string, string[]> {
  const definitions = new Map<string, string[]>();
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(DEFINITION)) {
        definitions.set(name!, [...(definitions.get(name!) ?? []), path.relative(ROOT, file)]);
      }
    }
  }
  return definitions;
}

// Every remote injects into shared-auth's one baseApi: a name two packages define is injected twice, and the second
// definition is silently ignored (its tags and handlers with it). A read two packages need is shared-auth's.
describe('endpoint names', () => {
  it('reads every package that injects endpoints', () => {
    expect(apiPackages()).toEqual(expect.arrayContaining(['shared-auth', 'shell', 'mf-leave', 'mf-people']));
  });

  it('are defined in one place across all packages', () => {
    const definitions = endpointDefinitions(apiPackages());
    expect(definitions.size).toBeGreaterThan(70);
    const twice = [...definitions].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files}`);
    expect(twice).toEqual([]);
  });
});

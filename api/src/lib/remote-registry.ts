import crypto from 'node:crypto';
import fs from 'node:fs';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { LANGUAGES } from './languages';
import { ALL_ROLES } from './roles';

// The remote registry: which remotes the shell loads, from where, on which routes, for which roles, with which
// sidebar entries. One JSON file per deployment (config/remotes.json by default, REMOTES_FILE to override),
// re-read when it changes, so a remote moves to a new URL without an api restart.

const RoleList = Type.Array(Type.Union(ALL_ROLES.map((role) => Type.Literal(role))), { minItems: 1 });

const RemoteRoute = Type.Object(
  {
    /** Path under the shell's layout, without the leading slash. */
    path: Type.String({ pattern: '^[a-z0-9_:/-]+$' }),
    /** The exposed module that renders it. */
    module: Type.String({ pattern: '^\\./[A-Za-z0-9_]+$' }),
    label: Type.String({ minLength: 1 }),
    /** The label in the other languages the product speaks, given by the remote's team (English is `label`). */
    labels: Type.Optional(
      Type.Object(
        Object.fromEntries(
          LANGUAGES.filter((language) => language !== 'en').map((language) => [
            language,
            Type.Optional(Type.String({ minLength: 1 })),
          ]),
        ),
        { additionalProperties: false },
      ),
    ),
    /** Who may open it; absent only on a route with layout 'none'. */
    roles: Type.Optional(RoleList),
    /**
     * 'none': rendered alone at /<path>, outside the layout and without a user session; the page brings its own
     * credential (the kiosk's). It has no roles and no sidebar entry.
     */
    layout: Type.Optional(Type.Literal('none')),
    sidebar: Type.Optional(
      Type.Object({ roles: RoleList, order: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

const Remote = Type.Object(
  {
    /** Federation name: an identifier. */
    name: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
    /** Workspace package whose build the api serves under /mf/<package>/ (absent for a remote hosted elsewhere). */
    package: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' })),
    /** Port of the remote's webpack dev server (`npm run dev`). */
    devPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    /** The remote's mf-manifest.json: a path on this origin or an http(s) URL. */
    manifest: Type.String({ pattern: '^(/|https?://)\\S+$' }),
    routes: Type.Array(RemoteRoute),
  },
  { additionalProperties: false },
);

const RegistryFile = Type.Object({ remotes: Type.Array(Remote) }, { additionalProperties: false });

export type RegistryRemote = Static<typeof Remote>;

export interface RegistrySnapshot {
  /** Hash of the file's bytes: the ETag of /remotes.json, and how the shell sees that the registry changed. */
  revision: string;
  remotes: RegistryRemote[];
  /** Origins of remotes hosted elsewhere: the CSP lets the page load scripts from them and fetch their manifests. */
  origins: string[];
}

export class RegistryError extends Error {}

function firstDuplicate(values: string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

/** Parses and checks a registry file's text; throws RegistryError saying what is wrong and where. */
export function parseRegistry(text: string, file: string): RegistrySnapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Value.Check(RegistryFile, data)) {
    const [first] = Value.Errors(RegistryFile, data);
    throw new RegistryError(`${file}: ${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
  }
  const { remotes } = data;
  const duplicate =
    firstDuplicate(remotes.map((remote) => `remote name "${remote.name}"`)) ??
    firstDuplicate(remotes.flatMap((remote) => remote.routes.map((route) => `route path "${route.path}"`)));
  if (duplicate) throw new RegistryError(`${file}: ${duplicate} is listed twice`);
  const misdeclared = remotes
    .flatMap((remote) => remote.routes)
    .find((route) => (route.layout === 'none' ? Boolean(route.roles || route.sidebar) : !route.roles));
  if (misdeclared) {
    throw new RegistryError(
      `${file}: route path "${misdeclared.path}" needs roles, or layout "none" without roles and sidebar`,
    );
  }
  const origins = remotes.flatMap(({ manifest }) => {
    if (manifest.startsWith('/')) return [];
    try {
      return [new URL(manifest).origin];
    } catch {
      throw new RegistryError(`${file}: manifest "${manifest}" is not a valid URL`);
    }
  });
  const revision = crypto.createHash('sha256').update(text).digest('base64url').slice(0, 16);
  return { revision, remotes, origins: [...new Set(origins)] };
}

interface FileState {
  mtimeMs: number;
  size: number;
  ino: number;
}

const sameFile = (a: FileState | undefined, b: fs.Stats) =>
  a !== undefined && a.mtimeMs === b.mtimeMs && a.size === b.size && a.ino === b.ino;

/**
 * The registry file as last read. `current()` looks at the file's mtime at most once per `checkIntervalMs` and
 * re-reads it when it changed; a broken rewrite is logged and the last good registry stays in force.
 */
export class RemoteRegistry {
  private snapshot: RegistrySnapshot;
  private fileState: FileState | undefined;
  private checkedAt = 0;

  constructor(
    readonly file: string,
    private readonly options: { checkIntervalMs: number; onError: (error: Error) => void },
  ) {
    const stats = fs.statSync(file, { throwIfNoEntry: false });
    if (!stats) throw new RegistryError(`REMOTES_FILE ${file} does not exist`);
    this.snapshot = parseRegistry(fs.readFileSync(file, 'utf8'), file);
    this.fileState = stats;
    this.checkedAt = Date.now();
  }

  current(): RegistrySnapshot {
    const now = Date.now();
    if (now - this.checkedAt < this.options.checkIntervalMs) return this.snapshot;
    this.checkedAt = now;
    try {
      const stats = fs.statSync(this.file);
      if (sameFile(this.fileState, stats)) return this.snapshot;
      this.fileState = stats;
      this.snapshot = parseRegistry(fs.readFileSync(this.file, 'utf8'), this.file);
    } catch (error) {
      this.options.onError(error as Error);
    }
    return this.snapshot;
  }
}

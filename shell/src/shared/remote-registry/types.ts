import type { Role } from 'shared-auth';

/** One route of a remote, as the registry (config/remotes.json, served as /remotes.json) lists it. */
export interface RegistryRoute {
  path: string;
  /** The exposed module that renders it: './SettingsPage'. */
  module: string;
  label: string;
  roles: Role[];
  sidebar?: { roles: Role[]; order: number };
}

export interface RegistryRemote {
  /** Federation name: 'mf_settings'. */
  name: string;
  /** Its mf-manifest.json: a path on this origin or an absolute URL. */
  manifest: string;
  routes: RegistryRoute[];
}

export interface RemoteRegistry {
  /** Changes whenever the registry file does. */
  revision: string;
  remotes: RegistryRemote[];
}

import type { Role } from 'shared-auth';

/** One route of a remote, as the registry (config/remotes.json, served as /remotes.json) lists it. */
export interface RegistryRoute {
  path: string;
  /** The exposed module that renders it: './SettingsPage'. */
  module: string;
  label: string;
  /** Who may open it; absent on a route with layout 'none'. */
  roles?: Role[];
  /** 'none': rendered alone at /<path>, without the layout or a user session (the kiosk brings its own credential). */
  layout?: 'none';
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

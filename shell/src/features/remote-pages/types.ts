import type { AppRoute, RemoteName } from 'shared-auth';

export type RemotePageRef = NonNullable<AppRoute['page']>;
export type RemoteManifest = Partial<Record<RemoteName, string>>;

/** `mf_settings` + `./SettingsPage` -> `mf_settings/SettingsPage`, the id the federation runtime loads. */
export const remotePageId = ({ remote, module }: RemotePageRef) => `${remote}/${module.replace(/^\.\//, '')}`;

import type { ComponentType } from 'react';
import type { AppRoute } from 'shared-auth';

export type RemotePageRef = NonNullable<AppRoute['page']>;

/** Every exposed page module default-exports a React page (checked when it loads). */
export interface RemotePageModule {
  default: ComponentType;
}

/** `mf_settings` + `./SettingsPage` -> `mf_settings/SettingsPage`, the id the federation runtime loads. */
export const remotePageId = ({ remote, module }: RemotePageRef) => `${remote}/${module.replace(/^\.\//, '')}`;

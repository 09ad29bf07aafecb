import type { ReactNode } from 'react';

/** One screen of a remote, routed by the dev host at `path` (react-router syntax). */
export interface StandalonePage {
  path: string;
  label: string;
  element: ReactNode;
}

export interface StandaloneOptions {
  /** Shown in the header and as the document title. */
  title: string;
  pages: StandalonePage[];
}

import { Suspense, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';
import { PageSpinner } from '../../shared/page-spinner';
import {
  loadRemotePage,
  reloadIfRegistryChanged,
  remotePageId,
  type RemotePageModule,
  type RemotePageRef,
} from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';

// One load per page, so revisiting a page does not suspend again; Retry, or leaving the page, forgets a failed one.
const loads = new Map<string, Promise<RemotePageModule>>();
const failedLoads = new WeakSet<Promise<RemotePageModule>>();

function forgetFailedLoad(id: string) {
  const load = loads.get(id);
  if (load && failedLoads.has(load)) loads.delete(id);
}

function loadOnce(page: RemotePageRef): Promise<RemotePageModule> {
  const id = remotePageId(page);
  const cached = loads.get(id);
  if (cached) return cached;
  const load = loadRemotePage(page);
  load.catch(() => failedLoads.add(load));
  loads.set(id, load);
  return load;
}

function RemoteModule({ page }: { page: RemotePageRef }) {
  const { default: Page } = use(loadOnce(page));
  return <Page />;
}

/** A page exposed by a remote, loaded at run time; a failure shows an error panel with Retry in its place. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  const [attempt, setAttempt] = useState(0);
  const id = remotePageId(page);
  const { key: visit } = useLocation();
  useEffect(() => () => forgetFailedLoad(id), [id]);
  // A page already loaded comes from memory: on every visit, look whether the registry moved on since this page was
  // loaded. Per visit, not per mount: a navigation away that had not rendered yet when the next one came back here
  // leaves this page mounted.
  useEffect(() => void reloadIfRegistryChanged(), [visit]);
  const retry = () => {
    forgetFailedLoad(id);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteModule page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A registry page that stands alone (a kiosk): antd's theme and context without the layout or a user session. */
export function StandaloneRemotePage({ page }: { page: RemotePageRef }) {
  return (
    <AntdRoot>
      <RemotePage page={page} />
    </AntdRoot>
  );
}
